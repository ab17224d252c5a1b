import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Component: typeof Greeting) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('lazyComponent', () => {
  it('shows the fallback while its chunk downloads, then the component', async () => {
    const { Component } = lazyComponent(
      async () => ({ Greeting }),
      (m) => m.Greeting,
    );

    renderInSuspense(Component);

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, when its chunk was preloaded', async () => {
    const { Component, preload } = lazyComponent(
      async () => ({ Greeting }),
      (m) => m.Greeting,
    );
    await preload();

    renderInSuspense(Component);

    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});

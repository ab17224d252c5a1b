import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import {
  makeTemplate,
  punchList,
  templateIds,
  workspaceTemplatesPath,
} from '../testing/template-fixtures';
import { ChecklistTemplatePicker } from './checklist-template-picker';

/** The picker in a form that keeps what was chosen, and shows it. */
function PickerForm() {
  const [templateId, setTemplateId] = useState('');
  return (
    <>
      <ChecklistTemplatePicker
        workspaceId={templateIds.workspace}
        value={templateId}
        onChange={setTemplateId}
      />
      <output aria-label="Chosen">{templateId}</output>
    </>
  );
}

const picker = () => screen.getByRole('combobox', { name: 'Start from' });
const optionNames = () =>
  within(picker())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ChecklistTemplatePicker', () => {
  it('offers a blank checklist and the workspace templates, and says which was chosen', async () => {
    stubApi({
      [`GET ${workspaceTemplatesPath}`]: () => jsonResponse([makeTemplate(), punchList]),
    });
    const { user } = renderWithProviders(<PickerForm />);

    expect(await screen.findByRole('option', { name: 'Punch list' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Blank checklist', 'Final walk-through', 'Punch list']);
    expect(picker()).toHaveValue('');

    await user.selectOptions(picker(), 'Punch list');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent(templateIds.punchList);
    await user.selectOptions(picker(), 'Blank checklist');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('');
  });

  it('offers a blank checklist while the templates load', () => {
    stubApi({ [`GET ${workspaceTemplatesPath}`]: () => new Promise<Response>(() => {}) });
    renderWithProviders(<PickerForm />);

    expect(optionNames()).toEqual(['Blank checklist']);
    expect(picker()).toBeEnabled();
    expect(picker()).toHaveAccessibleDescription('Loading templates...');
  });

  it('says when the workspace has no templates', async () => {
    stubApi({ [`GET ${workspaceTemplatesPath}`]: () => jsonResponse([]) });
    renderWithProviders(<PickerForm />);

    expect(
      await screen.findByText('This workspace has no checklist templates yet.'),
    ).toBeInTheDocument();
    expect(optionNames()).toEqual(['Blank checklist']);
  });

  it('keeps a blank checklist after a failure, and Retry asks again', async () => {
    let failing = true;
    stubApi({
      [`GET ${workspaceTemplatesPath}`]: () =>
        failing
          ? jsonResponse({ error: 'Database unavailable', code: 'INTERNAL' }, 500)
          : jsonResponse([punchList]),
    });
    const { user } = renderWithProviders(<PickerForm />);

    expect(await screen.findByText('Templates could not be loaded.')).toBeInTheDocument();
    expect(picker()).toBeEnabled();
    expect(optionNames()).toEqual(['Blank checklist']);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Punch list' })).toBeInTheDocument();
    expect(screen.queryByText('Templates could not be loaded.')).not.toBeInTheDocument();
  });
});

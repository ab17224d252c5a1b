import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  firstLoad,
  itemIdOf,
  loadChecklistChunks,
  makeChecklist,
  openTaskPage,
} from '../testing/checklist-fixtures';

// jsdom lays nothing out, so each item of a checklist gets a layout: 40 px rows from y = 100.
const ROW_HEIGHT = 40;
const FIRST_ROW_Y = 100;

function rectOf(element: Element): DOMRect {
  const list = element.parentElement;
  if (element.tagName !== 'LI' || !list?.getAttribute('aria-label')?.startsWith('Items of')) {
    return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  }
  const index = [...list.children].indexOf(element);
  return DOMRect.fromRect({ x: 0, y: FIRST_ROW_Y + index * ROW_HEIGHT, width: 300, height: 40 });
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rectOf(this);
  });
});
afterEach(() => vi.restoreAllMocks());

const itemTexts = () =>
  within(screen.getByRole('list', { name: 'Items of Final walk-through' }))
    .getAllByRole('checkbox')
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('dragging a checklist item', () => {
  beforeAll(loadChecklistChunks, 60_000);

  it('moves it where it is dropped, at once, and tells the server its new place', async () => {
    const checklists = [makeChecklist()];
    const { fetchMock } = openTaskPage('admin', checklists);
    await screen.findByRole('checkbox', { name: 'Keys handed over' }, firstLoad);
    // The grip is the pointer's; the keyboard has Move up and Move down.
    const grip = screen.getByTitle('Drag Keys handed over');
    expect(grip).toHaveAttribute('tabindex', '-1');

    // From the third row's middle to the first's.
    const from = FIRST_ROW_Y + 2 * ROW_HEIGHT + ROW_HEIGHT / 2;
    fireEvent.pointerDown(grip, { clientX: 150, clientY: from, isPrimary: true, button: 0 });
    fireEvent.pointerMove(document, { clientX: 150, clientY: from - 40 });
    fireEvent.pointerMove(document, { clientX: 150, clientY: FIRST_ROW_Y + ROW_HEIGHT / 2 });
    fireEvent.pointerUp(document, { clientX: 150, clientY: FIRST_ROW_Y + ROW_HEIGHT / 2 });

    await waitFor(() =>
      expect(itemTexts()).toEqual(['Keys handed over', 'Outlets covered', 'Caulk done']),
    );
    const itemPath = `/api/checklist-items/${itemIdOf(checklists, 'Keys handed over')}`;
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', itemPath).map((call) => call.body)).toEqual([
        { position: 0 },
      ]),
    );
  });

  it('offers no grip to someone who may only tick', async () => {
    openTaskPage('contractor', [makeChecklist()]);
    await screen.findByRole('checkbox', { name: 'Keys handed over' }, firstLoad);
    expect(screen.queryByTitle('Drag Keys handed over')).not.toBeInTheDocument();
  });
});

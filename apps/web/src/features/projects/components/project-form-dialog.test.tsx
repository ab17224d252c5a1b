import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { callsTo, ids, makeProject, projectsApi } from '../testing/fixtures';
import { ProjectFormDialog } from './project-form-dialog';

function openForm(props: Partial<Parameters<typeof ProjectFormDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <ProjectFormDialog open onOpenChange={onOpenChange} workspaceId={ids.workspace} {...props} />,
  );
  return { ...view, onOpenChange };
}

const field = (label: string) => screen.getByLabelText(label);

describe('the project form', () => {
  it('offers every create field, and keeps Create Project disabled while the name is blank', async () => {
    const { user } = openForm();
    const dialog = screen.getByRole('dialog', { name: 'Create New Project' });
    for (const label of [
      'Project Name',
      'Project Type',
      'Start Date',
      'Target End Date',
      'Estimated Cost',
      'Description',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(field('Project Type')).toHaveAttribute(
      'placeholder',
      'e.g. Website, Mobile App, Marketing',
    );
    expect(field('Estimated Cost')).toHaveAttribute('min', '0');
    expect(field('Estimated Cost')).toHaveAttribute('step', '0.01');
    expect(field('Description')).toHaveAttribute('rows', '4');
    const submit = screen.getByRole('button', { name: 'Create Project' });
    expect(submit).toBeDisabled();
    await user.type(field('Project Name'), '   ');
    expect(submit).toBeDisabled();
    await user.type(field('Project Name'), 'Roof');
    expect(submit).toBeEnabled();
  });

  it('lists every broken rule as bullets above the form, beside the fields, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = openForm();
    await user.click(field('Project Name'));
    await user.paste('x'.repeat(100));
    await user.type(field('Start Date'), '2025-03-10');
    await user.type(field('Target End Date'), '2025-03-01');
    await user.type(field('Estimated Cost'), '-5');
    await user.click(field('Description'));
    await user.paste('y'.repeat(1000));
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Please fix the following errors:')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Project name must be less than 100 characters',
      'Target end date must be after start date',
      'Estimated cost cannot be negative',
      'Description must be less than 1000 characters',
    ]);
    expect(field('Project Name')).toHaveAccessibleDescription(
      'Project name must be less than 100 characters',
    );
    expect(field('Project Name')).toHaveFocus();
    expect(field('Target End Date')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', projectsApi)).toHaveLength(0);

    // Fixing a field takes its message away at once.
    await user.clear(field('Estimated Cost'));
    await user.type(field('Estimated Cost'), '5');
    await waitFor(() =>
      expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(3),
    );
  });

  it("creates the project with the workspace id, says 'Saving...' meanwhile, and hands it on", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      [`POST ${projectsApi}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onCreated = vi.fn();
    const { user, onOpenChange } = openForm({ onCreated });
    await user.type(field('Project Name'), '  Roof repair ');
    await user.type(field('Project Type'), 'Renovation');
    await user.type(field('Start Date'), '2025-03-01');
    await user.type(field('Estimated Cost'), '1234.5');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [call] = callsTo(fetchMock, 'POST', projectsApi);
    expect(call?.query).toEqual({ workspaceId: ids.workspace });
    expect(call?.headers['X-Workspace-ID']).toBe(ids.workspace);
    expect(call?.body).toEqual({
      name: 'Roof repair',
      type: 'Renovation',
      description: null,
      startDate: new Date('2025-03-01T00:00:00').toISOString(),
      targetEndDate: null,
      estimatedCost: 1234.5,
      workspaceId: ids.workspace,
    });

    answer(jsonResponse(makeProject({ name: 'Roof repair' }), 201));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: ids.roof })),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(
      await screen.findByText('Project "Roof repair" created successfully!'),
    ).toBeInTheDocument();
  });

  it('edits with the saved values and a Status field, and sends the changes', async () => {
    const project = makeProject({
      startDate: new Date('2025-03-01T00:00:00').toISOString(),
      targetEndDate: new Date('2025-04-01T00:00:00').toISOString(),
    });
    const fetchMock = stubApi({
      [`PUT ${projectsApi}/${ids.roof}`]: () => jsonResponse(makeProject({ status: 'complete' })),
    });
    const { user } = openForm({ project });
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
    expect(field('Project Name')).toHaveValue('Roof repair');
    expect(field('Start Date')).toHaveValue('2025-03-01');
    expect(field('Target End Date')).toHaveValue('2025-04-01');
    expect(field('Estimated Cost')).toHaveValue(10000);
    const status = field('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['To Do', 'In Progress', 'Complete', 'Archived']);
    expect(status).toHaveValue('in_progress');
    await user.selectOptions(status, 'complete');
    await user.clear(field('Description'));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `${projectsApi}/${ids.roof}`)).toHaveLength(1),
    );
    const [call] = callsTo(fetchMock, 'PUT', `${projectsApi}/${ids.roof}`);
    expect(call?.body).toMatchObject({
      status: 'complete',
      description: null,
      name: 'Roof repair',
    });
    expect(
      await screen.findByText('Project "Roof repair" updated successfully!'),
    ).toBeInTheDocument();
  });

  it('submits with Enter from a field, as forms do', async () => {
    const fetchMock = stubApi({
      [`POST ${projectsApi}`]: () => jsonResponse(makeProject({ name: 'Roof' }), 201),
    });
    const { user, onOpenChange } = openForm();
    await user.type(field('Project Name'), 'Roof{Enter}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsTo(fetchMock, 'POST', projectsApi)).toHaveLength(1);
  });

  it('closes on Escape without sending anything', async () => {
    const fetchMock = stubApi({});
    const { user, onOpenChange } = openForm();
    await user.type(field('Project Name'), 'Roof');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, 'POST', projectsApi)).toHaveLength(0);
  });

  it("shows the server's refusal as a toast and keeps the form open", async () => {
    stubApi({
      [`POST ${projectsApi}`]: () =>
        jsonResponse({ error: 'Project Manager role or higher required', code: 'FORBIDDEN' }, 403),
    });
    const { user, onOpenChange } = openForm();
    await user.type(field('Project Name'), 'Roof');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project Manager role or higher required')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  it('takes the refusal away once a later submit creates the project', async () => {
    let isRefused = true;
    stubApi({
      [`POST ${projectsApi}`]: () =>
        isRefused
          ? jsonResponse({ error: 'Estimated cost is too large', code: 'VALIDATION_FAILED' }, 400)
          : jsonResponse(makeProject({ name: 'Roof' }), 201),
    });
    const { user } = openForm();
    await user.type(field('Project Name'), 'Roof');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Estimated cost is too large')).toBeInTheDocument();

    isRefused = false;
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project "Roof" created successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Estimated cost is too large')).not.toBeInTheDocument(),
    );
  });
});

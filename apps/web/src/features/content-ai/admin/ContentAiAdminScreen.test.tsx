import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorBody, reply } from '../../../test/app-kit';
import es from '../../../locales/es/content-ai-admin.json';
import {
  aConfig,
  click,
  CONFIG_PATH,
  INTERVIEW,
  NEWS,
  promptNames,
  renderContentAiAdmin,
  sentPrompts,
  typeInto,
  TV_ID,
} from './content-ai-admin-test-kit';

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('content AI prompts (/admin/content-ai)', () => {
  it('lists the built-in prompts until a list is saved', async () => {
    renderContentAiAdmin({ [`GET ${CONFIG_PATH}`]: aConfig([NEWS], true) });
    expect(await screen.findByText('Built-in prompts')).toBeTruthy();
    expect(promptNames()).toEqual(['News']);
    expect(saveButton().disabled).toBe(true);
    expect(screen.queryByText('Not saved')).toBeNull();
  });

  it('creates a prompt with an empty id, previewing the generated one', async () => {
    const { api } = renderContentAiAdmin();
    await screen.findByText('News');
    click('Add prompt');
    const dialog = await screen.findByRole('dialog', { name: 'New prompt' });
    click('Add');
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    typeInto('Name', 'Crónica deportiva');
    expect(within(dialog).getByPlaceholderText('Generated from the name: CRONICA_DEPORTIVA')).toBeTruthy();
    typeInto('Content', 'Write a sports chronicle.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    typeInto('Additional instructions', 'Short.');
    expect(within(dialog).getByTestId('prompt-preview').textContent).toBe(
      'Write a sports chronicle.\n\nAdditional instructions: Short.',
    );
    click('Add');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(promptNames()).toEqual(['News', 'Interview', 'Crónica deportiva']);
    expect(screen.getByText('CRONICA_DEPORTIVA (generated)')).toBeTruthy();
    expect(screen.getByText('Not saved')).toBeTruthy();
    click('Save');
    expect(await screen.findByText('Content AI configuration for Mitre AM 790 updated')).toBeTruthy();
    expect(sentPrompts(api)).toEqual([
      [NEWS, INTERVIEW, { id: '', name: 'Crónica deportiva', content: 'Write a sports chronicle.' }],
    ]);
    await waitFor(() => expect(screen.queryByText('Not saved')).toBeNull());
    expect(saveButton().disabled).toBe(true);
  });

  it('says it in Spanish as the spec words it', () => {
    expect(es.saved).toBe('Config de Content AI para {{station}} actualizada');
  });

  it('refuses an id another prompt has', async () => {
    renderContentAiAdmin();
    await screen.findByText('News');
    click('Add prompt');
    const dialog = await screen.findByRole('dialog', { name: 'New prompt' });
    typeInto('Name', 'news');
    typeInto('Content', 'Again.');
    click('Add');
    expect(await within(dialog).findByText('Another prompt has this ID')).toBeTruthy();
  });

  it('sends the prompts in the order they were moved to, keeping the focus on the moved prompt', async () => {
    const { api } = renderContentAiAdmin();
    await screen.findByText('News');
    const down = screen.getByRole<HTMLButtonElement>('button', { name: 'Move News down' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move News up' }).disabled).toBe(true);
    fireEvent.click(down);
    expect(promptNames()).toEqual(['Interview', 'News']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move News up' })));
    click('Save');
    await screen.findByText('Content AI configuration for Mitre AM 790 updated');
    expect(sentPrompts(api)).toEqual([[INTERVIEW, NEWS]]);
  });

  it('edits a prompt', async () => {
    const { api } = renderContentAiAdmin();
    await screen.findByText('News');
    click('Edit Interview');
    await screen.findByRole('dialog', { name: 'Edit prompt' });
    typeInto('Content', 'Summarise the interview.');
    click('Apply');
    click('Save');
    await screen.findByText('Content AI configuration for Mitre AM 790 updated');
    expect(sentPrompts(api)).toEqual([[NEWS, { ...INTERVIEW, content: 'Summarise the interview.' }]]);
  });

  it('deletes a prompt once confirmed, and says when none is left', async () => {
    const { api } = renderContentAiAdmin({ [`GET ${CONFIG_PATH}`]: aConfig([NEWS]) });
    await screen.findByText('News');
    click('Delete News');
    const dialog = await screen.findByRole('dialog', { name: 'Delete prompt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(promptNames()).toEqual(['News']);
    click('Delete News');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No prompts: add one')).toBeTruthy();
    click('Save');
    await screen.findByText('Content AI configuration for Mitre AM 790 updated');
    expect(sentPrompts(api)).toEqual([[]]);
  });

  it('keeps the edits and marks the refused prompt when the server answers 400', async () => {
    renderContentAiAdmin({
      [`PUT ${CONFIG_PATH}`]: reply(400, {
        ...errorBody(400, 'ERR_VALIDATION', 'Invalid body'),
        details: [{ path: 'body.prompts.1.id', message: 'Duplicate id' }],
      }),
    });
    await screen.findByText('News');
    click('Move News down');
    click('Save');
    expect(await screen.findAllByText('The prompts were not saved')).not.toHaveLength(0);
    expect(screen.getByText('ID: Another prompt has this ID')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'News' })).getByText('ID: Another prompt has this ID'),
    ).toBeTruthy();
    expect(promptNames()).toEqual(['Interview', 'News']);
    expect(screen.getByText('Not saved')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('shows why nothing can be generated when the engine is not configured', async () => {
    const detail = 'No chat engine is configured (LLM_API_URL is not set)';
    renderContentAiAdmin({ 'GET /content-ai/engine': { configured: false, model: null, host: null, detail } });
    expect(await screen.findByText('Content AI is not available')).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(await screen.findByText('News')).toBeTruthy();
  });

  it("loads another station's prompts", async () => {
    const { api } = renderContentAiAdmin();
    await screen.findByText('News');
    fireEvent.click(screen.getByRole('combobox', { name: 'Station' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Demo TV' }));
    expect(await screen.findByText('No prompts: add one')).toBeTruthy();
    expect(api.callsTo('GET', `/content-ai/station-config/${TV_ID}`)).toHaveLength(1);
  });

  it('offers a retry when the prompts cannot be loaded', async () => {
    renderContentAiAdmin({ [`GET ${CONFIG_PATH}`]: reply(500) });
    expect(await screen.findByText('Could not load the prompts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

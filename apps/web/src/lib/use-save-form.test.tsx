import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { FormActions } from '../components/FormActions';
import { renderScreen } from '../test/app-kit';
import { useSaveForm } from './use-save-form';

function NameForm({ save }: { save: (values: { name: string }) => Promise<{ name: string }> }) {
  const form = useForm({ initialValues: { name: 'Ana' } });
  const { submit, state } = useSaveForm(form, {
    save,
    savedValues: (result) => result,
    successMessage: 'User updated',
  });
  return (
    <form onSubmit={submit}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <FormActions {...state} onCancel={() => {}} />
    </form>
  );
}

/** A form that names the saved record in its toast and reports the fields that stopped a submit. */
function CreateForm({
  save,
  onInvalid,
}: {
  save: (values: { name: string }) => Promise<{ id: number }>;
  onInvalid: (errors: FormErrors) => void;
}) {
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value ? null : 'Name is required') },
  });
  const { submit, state } = useSaveForm(form, {
    save,
    successMessage: (created) => `Created number ${created.id}`,
    onInvalid,
    disableSave: 'shownErrors',
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <FormActions {...state} onCancel={() => {}} />
    </form>
  );
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

describe('useSaveForm', () => {
  it("holds what the server answered, reads 'Saved' until the next edit and says so", async () => {
    const save = vi.fn(async ({ name }: { name: string }) => ({ name: name.trim() }));
    renderScreen(<NameForm save={save} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: ' Ana María ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(nameInput().value).toBe('Ana María');
    fireEvent.change(nameInput(), { target: { value: 'Ana' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("shows the spec's form error when the save fails, and keeps the edit", async () => {
    renderScreen(<NameForm save={() => Promise.reject(new Error('500'))} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Bea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/An error ocurred. Please check all fields and try again/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect(nameInput().value).toBe('Bea');
  });

  it('makes the success toast from what the server answered', async () => {
    const save = vi.fn(async () => ({ id: 7 }));
    renderScreen(<CreateForm save={save} onInvalid={() => {}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Norte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created number 7')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ name: 'Norte' });
  });

  it('lets an untouched form press Save, then tells it which fields stopped the submit and sends nothing', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    const onInvalid = vi.fn();
    renderScreen(<CreateForm save={save} onInvalid={onInvalid} />);
    const saveButton = (await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(false);
    fireEvent.click(saveButton);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(onInvalid.mock.calls[0]?.[0]).toEqual({ name: 'Name is required' });
    expect(save).not.toHaveBeenCalled();
    expect(saveButton.disabled).toBe(true);
  });
});

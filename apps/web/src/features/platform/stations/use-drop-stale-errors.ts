import { useEffect, useState } from 'react';
import type { FormErrors } from '@mantine/form';

interface ErrorsForm<Values> {
  errors: FormErrors;
  getValues: () => Values;
  setErrors: (errors: FormErrors) => void;
}

/**
 * Mantine clears an error only when its own field changes, but the station form's rules
 * cross fields: turning the watermark off makes its image optional, switching a template to
 * an image background hides the colour. Without this, such an error would outlive its cause
 * (on a hidden or disabled field) and keep Save disabled. After every change, a shown error
 * stays only while validation still reports it, or while it is a server error on an unedited
 * field (Mantine clears those on edit). Returns the set to fill with the server's field paths.
 */
export function useDropStaleErrors<Values>(form: ErrorsForm<Values>, validate: (values: Values) => FormErrors) {
  // One mutable set for the form's life: the submit handler fills it, the effect only reads it.
  const [serverPaths] = useState(() => new Set<string>());
  const values = form.getValues();
  const { errors, setErrors } = form;
  useEffect(() => {
    const shown = Object.keys(errors);
    if (shown.length === 0) return;
    const current = validate(values);
    const kept = shown.filter((path) => Boolean(current[path]) || serverPaths.has(path));
    if (kept.length < shown.length)
      setErrors(Object.fromEntries(kept.map((path) => [path, current[path] ?? errors[path]])));
  }, [values, errors, setErrors, validate, serverPaths]);
  return serverPaths;
}

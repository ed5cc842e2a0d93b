/**
 * A text field's value in a submitted form ('' when the form has no such field; the console's forms upload no files).
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

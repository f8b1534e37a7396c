/** Answers as multipart form data in bracket notation: members[0][name], skills[], team_photo (a file). */
export function toFormData(values: Record<string, unknown>, form = new FormData(), prefix = ''): FormData {
  for (const [key, value] of Object.entries(values)) {
    const name = prefix === '' ? key : `${prefix}[${key}]`;
    append(form, name, value);
  }
  return form;
}

function append(form: FormData, name: string, value: unknown) {
  if (value === undefined || value === null || value === '') return;
  if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'file');
  else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'object' && item !== null && !(item instanceof Blob))
        toFormData(item as Record<string, unknown>, form, `${name}[${index}]`);
      else append(form, `${name}[]`, item);
    });
  } else if (typeof value === 'object') toFormData(value as Record<string, unknown>, form, name);
  else form.append(name, String(value));
}

/** Whether answers carry a file, so they must travel as multipart rather than JSON. */
export function hasFile(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(hasFile);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasFile);
  return false;
}

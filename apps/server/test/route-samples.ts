/**
 * Valid sample bodies by the schema's OpenAPI id, so walks over the route table reach the
 * handler (validation answers 400 before anything else). A route whose body has no sample
 * here fails the walk with a message naming it.
 */
export const SAMPLE_BODIES: Record<string, unknown> = {
  UserUpdate: { name: 'Walk', surname: 'Test', role: 'CLIENT_USER', groupId: null },
  GroupSave: { name: 'Walk group', usersIds: [] },
  StationUpdate: { language: 'es' },
  Allowed: { allowed: true },
};

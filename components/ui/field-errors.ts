type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The first schema message of each field, keyed by the issue's top-level field (or by
 * `keyOf`, e.g. the whole dotted path), for forms that show a message under each field.
 */
export function fieldErrors(issues: readonly Issue[], keyOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0])): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors;
}

/**
 * The one process-wide value named `name`, created by `create` on first use and kept on
 * globalThis: Next bundles route handlers apart from the custom server (and reloads modules in
 * development), so a module-level value would exist once per bundle and stop being shared.
 */
export function globalSlot<T>(name: `__importa${string}`, create: () => T): T {
  const slots = globalThis as unknown as Record<string, T | undefined>;
  return (slots[name] ??= create());
}

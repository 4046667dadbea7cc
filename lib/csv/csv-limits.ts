/** Largest CSV body the listing import reads (a module of its own: the custom server's body limits read it before Next is ready). */
export const MAX_CSV_BYTES = 1024 * 1024;

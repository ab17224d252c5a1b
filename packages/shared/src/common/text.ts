/**
 * What text the API accepts, without zod, so that forms and the first screen can check it too.
 *
 * Control characters (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F) are refused: PostgreSQL
 * cannot store U+0000 at all, and the others are invisible on screen and in an SMS. Tab, line feed
 * and carriage return stay, as people type them in descriptions. A lone UTF-16 surrogate is refused
 * too: it has no UTF-8 form, so it could not be stored and read back as sent.
 */

/**
 * The whole text is allowed characters or surrogate pairs. It means the same with and without
 * the `u` flag (JSON Schema validators such as Ajv add it), so the OpenAPI `pattern` is this rule.
 */
export const ALLOWED_TEXT_PATTERN =
  // eslint-disable-next-line no-control-regex -- naming control characters is this pattern's purpose
  /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** True when `text` holds no control character (but tab, line feed, carriage return) and no lone surrogate. */
export function hasOnlyAllowedCharacters(text: string): boolean {
  return ALLOWED_TEXT_PATTERN.test(text);
}

export const textMessages = {
  /** `field` is the label a person knows the field by: "Name", "Comment". */
  notAllowedCharacters: (field: string) => `${field} contains characters that are not allowed`,
  /** `parameter` is the query parameter's own name: "projectId". */
  emptyQueryParam: (parameter: string) =>
    `${parameter} must not be empty; leave it out to mean any`,
} as const;

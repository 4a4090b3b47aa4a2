/**
 * A one-line field as stored and shown: every run of whitespace, line breaks and tabs included, becomes one space,
 * and the ends are trimmed. Schemas use it as `.overwrite(oneLine)` where they would `.trim()`, so a crafted POST
 * cannot put a line break into a title, a podcast's name or a speaker's name (where the script would read it as a
 * line of its own).
 */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/** The placeholders a stage's message may use; the database fills them in when it sends the message. */
export const STAGE_PLACEHOLDERS = ['applicant_first_name', 'opportunity_title', 'organisation_name'] as const
export type StagePlaceholder = (typeof STAGE_PLACEHOLDERS)[number]

/** A template with its placeholders filled, as `private.render_stage_template` does (for the editor's preview). */
export const renderStageTemplate = (template: string, values: Record<StagePlaceholder, string>) =>
  STAGE_PLACEHOLDERS.reduce((text, key) => text.split(`{{${key}}}`).join(values[key]), template)

/** Placeholders written in a template that the database would not fill (a typo shows as braces otherwise). */
export const unknownPlaceholders = (template: string) =>
  [...template.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)]
    .map((m) => m[1])
    .filter((name) => !(STAGE_PLACEHOLDERS as readonly string[]).includes(name))

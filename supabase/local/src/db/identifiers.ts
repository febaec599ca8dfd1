/** A quoted SQL identifier: `"name"`, inner quotes doubled. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** A schema-qualified relation, both parts quoted. */
export const tableRef = (rel: { schema: string; name: string }) => `${ident(rel.schema)}.${ident(rel.name)}`

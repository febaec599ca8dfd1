/**
 * Text for a "websearch" text query (PostgREST's `wfts`), cleaned as the database's `private.web_query` cleans
 * it: a '-' stays a NOT only right before a word or a quoted phrase ("-fair"); any other is dropped.
 * websearch_to_tsquery keeps at most 32 operators pending, so forty '-' in a row ("- - - …", "-(-(-(…") were
 * "tsquery stack too small", a 500 (migration 20261201090000).
 */
export const webSearchText = (text: string) => text.replace(/-(?![\p{L}\p{N}"])/gu, '')

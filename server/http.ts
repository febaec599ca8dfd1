/** The one error shape of api/: `{ error: { code, message } }` with a matching HTTP status. */
export function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status })
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, init)
}

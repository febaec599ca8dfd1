import { MAX_PDF_BYTES } from '../../server/ai/config.ts'
import { json, jsonError } from '../../server/http.ts'
import { requireUser } from '../../server/require-user.ts'

/** POST /api/ai/pdf-text (body: the PDF, application/pdf) — its text, to summarise on /ai-research. */
export async function POST(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  if (!/^application\/pdf\b/i.test(request.headers.get('content-type') ?? ''))
    return jsonError(415, 'not_pdf', 'Send a PDF file (application/pdf).')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PDF_BYTES)
    return jsonError(413, 'too_large', 'PDFs are limited to 5 MB.')
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength > MAX_PDF_BYTES) return jsonError(413, 'too_large', 'PDFs are limited to 5 MB.')
  try {
    // Loaded only here: the PDF reader is large and only this endpoint needs it.
    const { extractText, getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(bytes)
    const { totalPages, text } = await extractText(pdf, { mergePages: true })
    const clean = String(text).replace(/\s+\n/g, '\n').trim()
    if (!clean) return jsonError(422, 'no_text', 'This PDF has no text to read (it may be a scan).')
    return json({ data: { pages: totalPages, text: clean.slice(0, 50_000) } })
  } catch {
    return jsonError(422, 'unreadable_pdf', 'This file could not be read as a PDF.')
  }
}

/** A Phoenix channel message, as realtime-js sends and receives it. */
export interface Message {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const USER_BROADCAST_PUSH = 3

/** A frame that is not a Phoenix message; `reply` says whether it carried enough to answer. */
export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly partial: { join_ref: string | null; ref: string | null; topic: string } | null = null,
  ) {
    super(message)
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const MAX_TOPIC = 255
const refOrNull = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null)

/** Checks the five parts of a message against the protocol's shape before anything uses them. */
function validate(join_ref: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Message {
  const partial =
    typeof topic === 'string' && topic.length <= MAX_TOPIC
      ? { join_ref: refOrNull(join_ref), ref: refOrNull(ref), topic }
      : null
  if (join_ref !== null && join_ref !== undefined && typeof join_ref !== 'string')
    throw new ProtocolError('join_ref must be a string or null', partial)
  if (ref !== null && ref !== undefined && typeof ref !== 'string')
    throw new ProtocolError('ref must be a string or null', partial)
  if (typeof topic !== 'string' || topic === '' || topic.length > MAX_TOPIC)
    throw new ProtocolError(`topic must be a string of 1 to ${MAX_TOPIC} characters`, null)
  if (typeof event !== 'string' || event === '') throw new ProtocolError('event must be a string', partial)
  if (payload !== undefined && payload !== null && !isObject(payload))
    throw new ProtocolError('payload must be an object', partial)
  return {
    join_ref: (join_ref as string | null | undefined) ?? null,
    ref: (ref as string | null | undefined) ?? null,
    topic,
    event,
    payload: (payload as Record<string, unknown> | null | undefined) ?? {},
  }
}

/**
 * Decodes a frame: vsn 2.0.0 sends `[join_ref, ref, topic, event, payload]` as text and user broadcasts
 * as a binary frame; vsn 1.0.0 sends JSON objects. Throws ProtocolError for anything else.
 */
export function decode(data: Buffer | string, isBinary: boolean): Message {
  if (isBinary && Buffer.isBuffer(data)) return decodeBroadcastPush(data)
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString())
  } catch {
    throw new ProtocolError('frame is not JSON')
  }
  if (Array.isArray(parsed)) {
    if (parsed.length !== 5) throw new ProtocolError('a message is [join_ref, ref, topic, event, payload]')
    const [join_ref, ref, topic, event, payload] = parsed
    return validate(join_ref, ref, topic, event, payload)
  }
  if (isObject(parsed)) return validate(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload)
  throw new ProtocolError('a message is a JSON array or object')
}

function decodeBroadcastPush(buf: Buffer): Message {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) throw new ProtocolError('unknown binary frame')
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [buf[1], buf[2], buf[3], buf[4], buf[5], buf[6]]
  if (7 + joinRefLen + refLen + topicLen + eventLen + metaLen > buf.length)
    throw new ProtocolError('binary frame shorter than its header says')
  let offset = 7
  const take = (n: number) => {
    const s = buf.subarray(offset, offset + n).toString('utf8')
    offset += n
    return s
  }
  const joinRef = take(joinRefLen)
  const ref = take(refLen)
  const topic = take(topicLen)
  const event = take(eventLen)
  const partial = topic ? { join_ref: joinRef || null, ref: ref || null, topic } : null
  let meta: unknown = {}
  let payload: unknown
  try {
    if (metaLen) meta = JSON.parse(take(metaLen))
    const body = buf.subarray(offset)
    payload = encoding === 1 ? JSON.parse(body.toString('utf8')) : body.toString('base64')
  } catch {
    throw new ProtocolError('binary frame holds invalid JSON', partial)
  }
  if (!isObject(meta)) throw new ProtocolError('binary frame metadata must be an object', partial)
  return validate(joinRef || null, ref || null, topic, 'broadcast', { type: 'broadcast', event, payload, ...meta })
}

export function encode(message: Message, vsn: '1.0.0' | '2.0.0'): string {
  if (vsn === '1.0.0') return JSON.stringify(message)
  return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload])
}

/** A Phoenix channel message, as realtime-js sends and receives it. */
export interface Message {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

const USER_BROADCAST_PUSH = 3

/**
 * Decodes a frame: vsn 2.0.0 sends `[join_ref, ref, topic, event, payload]` as text and user broadcasts
 * as a binary frame; vsn 1.0.0 sends JSON objects.
 */
export function decode(data: Buffer | string, isBinary: boolean): Message | null {
  if (isBinary && Buffer.isBuffer(data)) return decodeBroadcastPush(data)
  const parsed = JSON.parse(data.toString())
  if (Array.isArray(parsed)) {
    const [join_ref, ref, topic, event, payload] = parsed
    return { join_ref, ref, topic, event, payload: payload ?? {} }
  }
  if (parsed && typeof parsed === 'object' && typeof parsed.topic === 'string') {
    return {
      join_ref: parsed.join_ref ?? null,
      ref: parsed.ref ?? null,
      topic: parsed.topic,
      event: parsed.event,
      payload: parsed.payload ?? {},
    }
  }
  return null
}

function decodeBroadcastPush(buf: Buffer): Message | null {
  if (buf[0] !== USER_BROADCAST_PUSH) return null
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [buf[1], buf[2], buf[3], buf[4], buf[5], buf[6]]
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
  const meta = metaLen ? JSON.parse(take(metaLen)) : {}
  const body = buf.subarray(offset)
  const payload = encoding === 1 ? JSON.parse(body.toString('utf8')) : body.toString('base64')
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload, ...meta },
  }
}

export function encode(message: Message, vsn: '1.0.0' | '2.0.0'): string {
  if (vsn === '1.0.0') return JSON.stringify(message)
  return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload])
}

import { describe, expect, it, vi } from 'vitest'
import { associateKeys } from '@/data/associates/keys'
import { communityKeys } from '@/data/communities/keys'
import { eventKeys } from '@/data/events/keys'
import { messageKeys } from '@/data/messages/keys'
import { profileKeys } from '@/data/profiles/keys'
import { ConflictError } from '@/lib/errors'
import { createQueryClient } from '@/lib/query-client'

const notify = vi.hoisted(() => vi.fn())
vi.mock('@/lib/toast', () => ({ notify }))

describe('mutation error toasts (the query client)', () => {
  const run = async (meta: Record<string, unknown> | undefined, variables: unknown = null) => {
    notify.mockClear()
    const client = createQueryClient()
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ConflictError('That already exists.')),
      meta,
    })
    await mutation.execute(variables).catch(() => {})
  }

  it('shows the title the hook declares, with the mapped error as its description', async () => {
    await run({ errorToast: 'Could not join' })
    expect(notify).toHaveBeenCalledWith('Could not join', 'error', 'That already exists.')
  })

  it('asks a title that depends on the variables', async () => {
    await run({ errorToast: (v: { on: boolean }) => (v.on ? 'Not turned on' : 'Not turned off') }, { on: false })
    expect(notify).toHaveBeenCalledWith('Not turned off', 'error', 'That already exists.')
  })

  it('stays quiet when the caller shows the error itself, or nothing is declared', async () => {
    await run({ errorToast: false })
    await run(undefined)
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('key builders keep the keys they replaced', () => {
  it('builds the same arrays', () => {
    expect(associateKeys.receivedCount('u')).toEqual(['associates', 'requests', 'received', 'count', 'u'])
    expect(communityKeys.details()).toEqual(['communities', 'detail'])
    expect(communityKeys.moderators('c')).toEqual(['communities', 'members', 'c', 'moderators'])
    expect(communityKeys.candidates('c', 'an')).toEqual(['communities', 'members', 'c', 'candidates', 'an'])
    expect(eventKeys.mineAll()).toEqual(['events', 'mine'])
    expect(eventKeys.mine('u')).toEqual(['events', 'mine', 'u'])
    expect(messageKeys.refusalIn('m', true)).toEqual(['messages', 'refusal', 'm', true])
    expect(profileKeys.searchPage('ana', 5)).toEqual(['profiles', 'search', 'ana', 5])
  })
})

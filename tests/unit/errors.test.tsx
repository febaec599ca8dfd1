// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadError } from '@/components/shared/load-error'
import { AccountSecurityError } from '@/data/account-security/account-security-queries'
import {
  ConflictError,
  ERROR_TEXT,
  ForbiddenError,
  InvalidInputError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  errorMessage,
  isUuid,
  toAppError,
} from '@/lib/errors'
import { setLocale } from '@/lib/i18n'

const OUR_SIDE = 'Something went wrong on our side — try again'

/** console.error, silenced and watched: failures on our side are logged there, the member's own never. */
let logged: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => logged.mockRestore())

describe('one error mapping: every error a fetcher throws reads as a sentence', () => {
  it('an unreachable server is a connection problem, whatever the browser calls it', () => {
    for (const message of [
      'TypeError: Failed to fetch',
      'fetch failed',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      const e = toAppError({ message, code: '' })
      expect(e).toBeInstanceOf(NetworkError)
      expect(e.message).toBe('Can’t reach the server — check your connection')
      expect(e.detail).toBe(message)
    }
  })

  it('a malformed id is a link to nothing, never "invalid input syntax"', () => {
    const e = toAppError({ message: 'invalid input syntax for type uuid: "not-a-uuid"', code: '22P02' })
    expect(e).toBeInstanceOf(NotFoundError)
    expect(e.message).toBe(ERROR_TEXT.notFound)
    expect(e.message).not.toMatch(/syntax|uuid/)
  })

  it('the database’s own words become sentences; sentences we wrote are kept', () => {
    expect(
      toAppError({ message: 'new row violates row-level security policy for table "posts"', code: '42501' }),
    ).toEqual(expect.objectContaining({ message: ERROR_TEXT.forbidden }))
    expect(toAppError({ message: 'new row violates row-level security policy', code: '42501' })).toBeInstanceOf(
      ForbiddenError,
    )
    expect(toAppError({ message: 'Only public posts can be reposted', code: '42501' }).message).toBe(
      'Only public posts can be reposted',
    )
    const dup = toAppError({ message: 'duplicate key value violates unique constraint "x_pkey"', code: '23505' })
    expect(dup).toBeInstanceOf(ConflictError)
    expect(dup.message).toBe(ERROR_TEXT.conflict)
    expect(toAppError({ message: 'value too long for type character varying(80)', code: '22001' })).toBeInstanceOf(
      InvalidInputError,
    )
    expect(toAppError({ message: 'JWT expired', code: 'PGRST303' })).toBeInstanceOf(UnauthorizedError)
    expect(toAppError({ message: 'relation "public.nope" does not exist', code: '42P01' }).message).toBe(
      ERROR_TEXT.unknown,
    )
    expect(toAppError({ message: 'Applications to this opportunity are closed', code: 'P0001' }).message).toBe(
      'Applications to this opportunity are closed',
    )
  })

  it('errorMessage turns anything thrown into a sentence', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(ERROR_TEXT.network)
    expect(errorMessage(new NotFoundError('Profile not found'))).toBe('Profile not found')
    expect(errorMessage({ weird: true })).toBe(ERROR_TEXT.unknown)
  })

  it('knows a well-formed id', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000001')).toBe(true)
    for (const id of ['not-a-uuid', '', null, '00000000-0000-4000-8000-00000000000', "1' or 1=1"])
      expect(isUuid(id)).toBe(false)
  })
})

describe('anything that is not the member’s doing reads as ours, and its detail goes to the console', () => {
  const ours = [
    { code: 'XX000', message: 'tsquery stack too small' },
    { code: 'XX000', message: 'ERRORDATA_STACK_SIZE exceeded' },
    { message: 'ERRORDATA_STACK_SIZE exceeded' },
    { code: '', message: 'The database stopped answering in the middle of a statement' },
    { code: '54001', message: 'stack depth limit exceeded' },
    { code: '53200', message: 'out of memory' },
    { code: '53300', message: 'sorry, too many clients already' },
    { code: '57014', message: 'canceling statement due to statement timeout' },
    { code: '57P01', message: 'terminating connection due to administrator command' },
    { code: '58030', message: 'could not read block 0 in file "base/1/2"' },
    { code: '42P01', message: 'relation "public.nope" does not exist' },
    { code: '42883', message: 'function public.search_all(integer) does not exist' },
    { code: '2201B', message: 'invalid regular expression: parentheses () not balanced' },
    { code: 'PGRST200', message: "Could not find a relationship between 'posts' and 'nope'" },
    { code: 'P0001', message: 'ERROR: division by zero' },
    { code: '22012', message: 'division by zero' },
    { message: 'Internal Server Error', status: 500 },
    { message: 'The assistant is busy, come back later', status: 503 },
    { message: 'connect ECONNREFUSED 127.0.0.1:54321' },
    { message: 'read ECONNRESET' },
    { message: 'TypeError: Cannot read properties of undefined (reading "id")' },
    { message: 'Maximum call stack size exceeded' },
  ]

  it.each(ours)('$code $message', (error) => {
    const e = toAppError(error)
    expect(e).toBeInstanceOf(ServerError)
    expect(e.message).toBe(OUR_SIDE)
    expect(e.detail).toBe(error.message)
    expect(logged).toHaveBeenCalledOnce()
    expect(JSON.stringify(logged.mock.calls[0])).toContain(JSON.stringify(error.message).slice(1, -1))
  })

  it('is the exact sentence, through the translations', async () => {
    expect(ERROR_TEXT.unknown).toBe(OUR_SIDE)
    expect(toAppError(null).message).toBe(OUR_SIDE)
    expect(errorMessage(new Error('ERRORDATA_STACK_SIZE exceeded'))).toBe(OUR_SIDE)
    expect(errorMessage('XX000: tsquery stack too small')).toBe(OUR_SIDE)
    try {
      await setLocale('es')
      expect(toAppError({ code: 'XX000', message: 'internal error' }).message).toBe(
        'Algo ha fallado por nuestra parte: vuelve a intentarlo',
      )
      await setLocale('fr')
      expect(errorMessage({ code: '57014' })).toBe('Un problème est survenu de notre côté : réessayez')
    } finally {
      await setLocale('en')
    }
  })

  it('an error screen shows the sentence, never the database’s words', () => {
    render(
      <LoadError
        what="Search results"
        error={toAppError({ code: 'XX000', message: 'ERRORDATA_STACK_SIZE exceeded' })}
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(`Search results could not load. ${OUR_SIDE}`)
    cleanup()
  })
})

describe('the member’s own mistakes keep their own sentences, and nothing is logged', () => {
  it('values, duplicates, permissions, missing rows, rate limits and being offline', () => {
    type Raised = { code?: string; message: string; status?: number }
    type Kind = new (...args: never[]) => Error
    /** What Postgres and PostgREST say, word for word, by code. */
    const databaseSays = {
      '23505': 'duplicate key value violates unique constraint "follows_pkey"',
      '42501': 'permission denied for table posts',
      PGRST116: 'JSON object requested, multiple (or no) rows returned',
      '22001': 'value too long for type character varying(80)',
      '23514': 'new row for relation "posts" violates check constraint "posts_body_check"',
    }
    const said = (code: keyof typeof databaseSays): Raised => ({ code, message: databaseSays[code] })
    const replaced: [Raised, Kind, string][] = [
      [said('23505'), ConflictError, ERROR_TEXT.conflict],
      [said('42501'), ForbiddenError, ERROR_TEXT.forbidden],
      [said('PGRST116'), NotFoundError, ERROR_TEXT.notFound],
      [said('22001'), InvalidInputError, ERROR_TEXT.tooLong],
      [said('23514'), InvalidInputError, ERROR_TEXT.invalid],
      [{ message: 'TypeError: Failed to fetch', code: '' }, NetworkError, ERROR_TEXT.network],
    ]
    /** Sentences we wrote (in SQL functions, rate limits, auth) keep their words. */
    const kept: [Raised, Kind][] = [
      [{ code: '42501', message: 'Sign in to search members' }, ForbiddenError],
      [{ code: 'P0002', message: 'This event no longer exists' }, NotFoundError],
      [{ code: '22023', message: 'Choose a date after the start' }, InvalidInputError],
      [{ code: 'PT429', message: 'Wait a minute before asking again' }, RateLimitError],
      [{ message: 'Too Many Requests', status: 429 }, RateLimitError],
      [
        { code: 'email_exists', status: 422, message: 'A user with this email address has already been registered' },
        ConflictError,
      ],
      [{ code: 'weak_password', status: 422, message: 'Password should be at least 8 characters.' }, InvalidInputError],
    ]
    const cases = [...replaced, ...kept.map(([error, Kind]): [Raised, Kind, string] => [error, Kind, error.message])]
    for (const [error, Kind, text] of cases) {
      const e = toAppError(error)
      expect(e, JSON.stringify(error)).toBeInstanceOf(Kind)
      expect(e.message).toBe(text)
    }
    expect(toAppError({ code: 'P0001', message: 'Applications to this opportunity are closed' }).message).toBe(
      'Applications to this opportunity are closed',
    )
    expect(errorMessage(new Error('Enter a domain such as lakeside.edu'))).toBe('Enter a domain such as lakeside.edu')
    expect(errorMessage(new AccountSecurityError('same_password'))).toBe(
      'That’s already your password — choose a different one.',
    )
    expect(logged).not.toHaveBeenCalled()
  })

  it('offline is a connection problem even when the browser says nothing more', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      expect(toAppError({ message: 'Request aborted' })).toBeInstanceOf(NetworkError)
    } finally {
      onLine.mockRestore()
    }
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('LoadError', () => {
  afterEach(cleanup)
  it('says only "Can’t reach the server — check your connection" when offline, with a retry', async () => {
    const retry = vi.fn()
    render(<LoadError what="Posts" error={toAppError({ message: 'TypeError: Failed to fetch' })} onRetry={retry} />)
    expect(screen.getByRole('alert').textContent).toBe('Can’t reach the server — check your connection')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('names what failed and why in a sentence otherwise', () => {
    render(
      <LoadError
        what="Posts"
        error={toAppError({ message: 'permission denied for table posts', code: '42501' })}
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(`Posts could not load. ${ERROR_TEXT.forbidden}`)
  })
})

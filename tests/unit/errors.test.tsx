// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoadError } from '@/components/shared/load-error'
import {
  ConflictError,
  ERROR_TEXT,
  ForbiddenError,
  InvalidInputError,
  NetworkError,
  NotFoundError,
  UnauthorizedError,
  errorMessage,
  isUuid,
  toAppError,
} from '@/lib/errors'

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

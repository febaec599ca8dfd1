import type { TypedSupabaseClient } from './supabase-client.ts'

/**
 * Account deletion, file bytes included (docs/decisions.md, "Deletion removes file bytes"): for every member whose
 * 14-day grace period ended by `asOf`, remove their storage objects through the Storage API (which deletes the
 * bytes, on local disk and on hosted S3, and the rows), then run the SQL purge, which only deletes members who own
 * no files any more. `admin` must be a service-role client. Runs hourly (locally from the app server, on hosted
 * from /api/account/purge). `asOf` is an ISO timestamp, passed on as written: a `Date` would cut PostgreSQL's
 * microseconds, and a member due at 10:00:00.516789 would wait for the next run.
 */
export async function purgeDeletedAccounts(admin: TypedSupabaseClient, asOf = new Date().toISOString()) {
  const { data, error } = await admin.rpc('storage_objects_due_for_purge', { as_of: asOf })
  if (error) throw new Error(`storage_objects_due_for_purge: ${error.message}`)
  const byBucket = new Map<string, string[]>()
  for (const o of data ?? []) {
    byBucket.set(o.bucket_id, [...(byBucket.get(o.bucket_id) ?? []), o.name])
  }
  let filesRemoved = 0
  for (const [bucket, names] of byBucket) {
    // The Storage API takes at most 1,000 paths per call.
    for (let i = 0; i < names.length; i += 1000) {
      const chunk = names.slice(i, i + 1000)
      const removed = await admin.storage.from(bucket).remove(chunk)
      if (removed.error) throw new Error(`Removing files from ${bucket}: ${removed.error.message}`)
      filesRemoved += removed.data?.length ?? 0
    }
  }
  const purge = await admin.rpc('purge_deleted_accounts', { as_of: asOf })
  if (purge.error) throw new Error(`purge_deleted_accounts: ${purge.error.message}`)
  return { filesRemoved, accountsPurged: Number(purge.data ?? 0) }
}

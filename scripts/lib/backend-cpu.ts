import { readFileSync } from 'node:fs'
import type pg from 'pg'

/**
 * A database backend's own CPU time (utime + stime from `/proc/<pid>/stat`, in 10 ms ticks): what calls cost
 * whatever else the shared machine runs, where wall-clock percentiles also measure waiting for a core.
 */
export function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** The process id of the backend serving `client`, for `cpuTicks`. */
export const backendPid = async (client: pg.Client) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid

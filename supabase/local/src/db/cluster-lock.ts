import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** Another run of the app still uses the cluster. */
export class ClusterInUseError extends Error {}

export const lockFile = (dataDir: string) => `${dataDir}.lock`

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The process that holds the cluster, when one that is still running does. */
export function readClusterLock(dataDir: string): { pid: number } | null {
  try {
    const pid = Number(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid)
    return pid && pid !== process.pid && isAlive(pid) ? { pid } : null
  } catch {
    return null
  }
}

/**
 * Marks the cluster as this process's, so a second `npm start` on the same data directory is told the
 * first still runs instead of fighting it for the server. A lock whose process is gone (a killed run)
 * is taken over. Returns the release.
 */
export function takeClusterLock(dataDir: string): () => void {
  const holder = readClusterLock(dataDir)
  if (holder)
    throw new ClusterInUseError(
      `Campus Network is already running on ${dataDir} (process ${holder.pid}). Stop it first (Ctrl-C in its terminal), or set DATA_DIR to use another data directory.`,
    )
  mkdirSync(dirname(dataDir), { recursive: true })
  writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }))
  const release = () => {
    try {
      if (Number(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid) === process.pid) unlinkSync(lockFile(dataDir))
    } catch {
      /* gone already */
    }
  }
  process.once('exit', release)
  return () => {
    process.removeListener('exit', release)
    release()
  }
}

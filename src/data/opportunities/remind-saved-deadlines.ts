import { getSupabase } from '@/lib/supabase'

let done = false

/**
 * Asks the database to notify the member of saved opportunities closing within 3 days (once each).
 * Called when a member arrives; hosted projects can also schedule it.
 */
export function remindSavedDeadlines() {
  if (done) return
  done = true
  void getSupabase()
    .then((supabase) => supabase.rpc('remind_saved_deadlines'))
    .catch(() => (done = false))
}

-- Scheduled work runs in the database on every platform: pg_cron on hosted Supabase (enabled here when
-- the server offers it), the local stack's scheduler elsewhere (it reads the same cron.job rows).
-- pg_cron runs only when preloaded, which defines cron.database_name; installed but not preloaded, its
-- extension cannot be created, and the local stand-in serves instead.
do $$
begin
  if current_setting('cron.database_name', true) is not null then
    create extension if not exists pg_cron;
  end if;
end $$;

select cron.schedule('event-reminders', '*/5 * * * *', 'select public.send_event_reminders(now())');

-- Scheduled work runs in the database on every platform: pg_cron on hosted Supabase (enabled here when
-- the server offers it), the local stack's scheduler elsewhere (it reads the same cron.job rows).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
end $$;

select cron.schedule('event-reminders', '*/5 * * * *', 'select public.send_event_reminders(now())');

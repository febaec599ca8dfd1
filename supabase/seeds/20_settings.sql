-- Settings: a few demo members chose an e-mail digest (sent hourly by the scheduler when there is something new).
update public.user_profiles set email_digest = 'weekly'
where user_id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000005');
update public.user_profiles set email_digest = 'daily'
where user_id = '00000000-0000-4000-8000-000000000003';

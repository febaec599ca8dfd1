-- Issue 34 item 5 (never ghost): two months of Northwind Labs' hiring history, so its page and its opportunities
-- show how quickly it answers, and a demo student whose application has waited 4 business days with its
-- automatic update. Northwind works from Berlin: its business days are Berlin's.

update public.user_profiles set timezone = 'Europe/Berlin'
where user_id in ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003');

do $$
declare
  applicants uuid[] := array[
    '00000000-0000-4000-8000-000000000009', '00000000-0000-4000-8000-000000000010',
    '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012',
    '00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000014',
    '00000000-0000-4000-8000-000000000015', '00000000-0000-4000-8000-000000000016',
    '00000000-0000-4000-8000-000000000019', '00000000-0000-4000-8000-000000000021',
    '00000000-0000-4000-8000-000000000022']::uuid[];
  -- Business hours from sending to Northwind's first answer; null: never answered.
  delays int[] := array[5, 20, 30, 44, 26, 52, 9, 70, 33, 110, 18, null, 14, 60, 38, 290, 22, 47, 8, 75, 29, null, 41, 16];
  answers text[] := array['under_review', 'rejected', 'shortlisted', 'rejected', 'under_review', 'interview'];
  notes text[] := array[
    'Thanks for applying: the team is reading your application this week.',
    'Thank you for your time. We went with candidates with more production SQL experience.',
    'Strong portfolio. We would like to talk with you.',
    'Thank you for applying. This role needs someone on site in Berlin from day one.',
    'We are reviewing your application with the hiring manager.',
    'We would love to meet you: expect an invitation for a video interview.'];
  opps uuid[];
  who uuid;
  opp uuid;
  poster uuid;
  app uuid;
  sent timestamptz;
  answered timestamptz;
  step text;
begin
  select array_agg(s.id order by s.published_at desc) into opps from (
    select o.id, o.published_at from public.opportunities o
    where o.posted_by in ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003')
      and o.status = 'open' and o.external_url is null and (o.deadline is null or o.deadline > now() + interval '1 day')
    order by o.published_at desc offset 3 limit 3) s;
  for i in 1 .. array_length(delays, 1) loop
    who := applicants[1 + (i - 1) % array_length(applicants, 1)];
    opp := opps[1 + (i - 1) / array_length(applicants, 1)];
    insert into public.applications (opportunity_id, applicant_id, full_name, email, cover_letter)
    select opp, who, p.name, p.email, 'I would love to bring my projects and my curiosity to your data team.'
    from public.user_profiles p where p.user_id = who
    on conflict do nothing
    returning id into app;
    continue when app is null;
    select o.posted_by into poster from public.opportunities o where o.id = opp;
    -- Sent between 12 and 44 business days ago, at different hours of the working day.
    sent := private.add_business_days(now(), -(12 + (i * 7) % 33), 'Europe/Berlin') - ((i * 5) % 9 || ' hours')::interval;
    update public.applications set created_at = sent where id = app;
    update public.application_events set created_at = sent where application_id = app;
    update public.notifications set created_at = sent, read_at = sent + interval '2 hours'
    where type = 'application_received' and entity_id = opp and actor_id = who;
    if delays[i] is not null then
      answered := private.add_business_days(sent, delays[i] / 24, 'Europe/Berlin') + (delays[i] % 24 || ' hours')::interval;
      step := answers[1 + (i - 1) % array_length(answers, 1)];
      insert into public.application_events (application_id, actor_id, from_status, to_status, note, created_at)
      values (app, poster, 'submitted', step, notes[1 + (i - 1) % array_length(notes, 1)], answered);
      update public.applications set status = step, updated_at = answered where id = app;
      update public.notifications set created_at = answered
      where type = 'application_status' and recipient_id = who and entity_id = opp;
    end if;
  end loop;
end $$;

-- The demo student's application that is still only "submitted": sent 4 business days ago (in its poster's
-- zone), with three students who applied a little earlier still waiting at the same stage.
do $$
declare
  student uuid := '00000000-0000-4000-8000-000000000001';
  app record;
  sent timestamptz;
  earlier uuid;
  k int := 0;
  other uuid;
begin
  select a.id, a.opportunity_id, private.valid_zone(u.timezone) as zone into app
  from public.applications a
  join public.opportunities o on o.id = a.opportunity_id
  left join public.user_profiles u on u.user_id = o.posted_by
  where a.applicant_id = student and a.status = 'submitted' and o.status = 'open'
  order by a.created_at limit 1;
  if app.id is null then
    return;
  end if;
  sent := private.add_business_days(now(), -4, app.zone) - interval '2 hours';
  update public.applications set created_at = sent where id = app.id;
  update public.application_events set created_at = sent where application_id = app.id;
  update public.notifications n set created_at = sent
  where n.recipient_id = student and n.type = 'application_status' and n.data ->> 'application_id' = app.id::text;
  foreach other in array array['00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000013',
                               '00000000-0000-4000-8000-000000000016']::uuid[] loop
    k := k + 1;
    insert into public.applications (opportunity_id, applicant_id, full_name, email, cover_letter)
    select app.opportunity_id, other, p.name, p.email, 'This is exactly the kind of team I hope to learn from.'
    from public.user_profiles p where p.user_id = other
    on conflict do nothing
    returning id into earlier;
    continue when earlier is null;
    update public.applications set created_at = sent - (k || ' days')::interval where id = earlier;
    update public.application_events set created_at = sent - (k || ' days')::interval where application_id = earlier;
    update public.notifications n set created_at = sent - (k || ' days')::interval, read_at = sent
    where n.type = 'application_received' and n.entity_id = app.opportunity_id and n.actor_id = other;
  end loop;
end $$;

-- What the hourly jobs would have done by now: the automatic updates that are due, and the figures.
select public.send_stalled_application_updates(now());
select public.refresh_responsiveness(now());

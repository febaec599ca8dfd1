-- Issue 34 item 3: interviews for the demo accounts. Maya Okafor (student@) has two applications to Northwind
-- Labs' open opportunities in interview: on one she still has to pick one of three offered times, on the other
-- she booked a video call with Northwind's company account and its talent partner (employer@) for later this
-- week. Both sides have the notifications these steps sent.
do $$
declare
  student uuid := '00000000-0000-4000-8000-000000000001';
  company uuid := '00000000-0000-4000-8000-000000000002';
  recruiter uuid := '00000000-0000-4000-8000-000000000003';
  day0 timestamptz := date_trunc('day', now());
  opp record;
  app public.applications;
  picked uuid[] := '{}';
  iv public.interviews;
  booked_slot uuid;
begin
  -- Her applications to Northwind's open opportunities that can still reach interview; she applies to more when
  -- she has fewer than two.
  for opp in
    select o.id, o.title, o.questions from public.opportunities o
    where o.posted_by = company and o.status = 'open' and o.external_url is null
      and (o.deadline is null or o.deadline > now() + interval '10 days')
    order by (exists (select 1 from public.applications a where a.opportunity_id = o.id and a.applicant_id = student)) desc,
      o.published_at desc
  loop
    exit when cardinality(picked) = 2;
    select * into app from public.applications a where a.opportunity_id = opp.id and a.applicant_id = student;
    if app.id is null then
      insert into public.applications (opportunity_id, applicant_id, full_name, email, phone, cover_letter, answers)
      values (opp.id, student, 'Maya Okafor', 'student@demo.campus.test', '+1 416 555 0101',
        'I build accessible web apps and would love to bring that care to your data tools.',
        case when jsonb_array_length(opp.questions) > 0
          then '{"why": "I want to learn from a team that ships real tools.", "start": "Next month", "visa": "no"}'::jsonb
          else '{}'::jsonb end)
      returning * into app;
    end if;
    continue when app.status not in ('submitted', 'under_review', 'shortlisted', 'interview');
    if app.status <> 'interview' then
      insert into public.application_events (application_id, actor_id, from_status, to_status, note, created_at)
      values (app.id, company, app.status, 'interview', 'We would love to meet you: pick a time that suits you.',
        now() - interval '2 days');
      update public.applications set status = 'interview', updated_at = now() - interval '2 days' where id = app.id;
    end if;
    picked := picked || app.id;
  end loop;

  if cardinality(picked) < 2 then
    raise notice 'No Northwind opportunities left for the interview seed';
    return;
  end if;

  -- Offered, waiting for her choice: three 45-minute video calls next week.
  insert into public.interviews (application_id, offered_by, duration_minutes, mode, location, message, timezone, created_at, updated_at)
  values (picked[1], company, 45, 'online', 'https://meet.northwind.example/maya-okafor-intro',
    'A first conversation with the data platform team: your projects, how you like to work, and your questions.',
    'Europe/Berlin', now() - interval '1 day', now() - interval '1 day')
  returning * into iv;
  insert into public.interview_slots (interview_id, starts_at, ends_at)
  select iv.id, day0 + d, day0 + d + interval '45 minutes'
  from unnest(array[interval '6 days 08:00', interval '6 days 14:30', interval '7 days 09:30']) d;
  insert into public.interview_interviewers (interview_id, interviewer_id) values (iv.id, company), (iv.id, recruiter);
  perform private.notify(student, company, 'interview_offered', 'opportunity', a.opportunity_id, null, null,
    private.interview_note(iv, 'applicant'))
  from public.applications a where a.id = picked[1];

  -- Booked: an on-site interview in three days, the middle of three times offered.
  insert into public.interviews (application_id, offered_by, duration_minutes, mode, location, message, timezone, created_at, updated_at)
  values (picked[2], recruiter, 60, 'in_person', 'Northwind Labs, Torstraße 110, 10119 Berlin (ask for Daniel at reception)',
    'You will meet two engineers from the team and walk through a small dataset together. No preparation needed.',
    'Europe/Berlin', now() - interval '3 days', now() - interval '2 days')
  returning * into iv;
  insert into public.interview_slots (interview_id, starts_at, ends_at)
  select iv.id, day0 + d, day0 + d + interval '60 minutes'
  from unnest(array[interval '2 days 09:00', interval '3 days 13:00', interval '4 days 15:00']) d;
  select s.id into booked_slot from public.interview_slots s where s.interview_id = iv.id order by s.starts_at offset 1 limit 1;
  update public.interviews i set status = 'booked', slot_id = s.id, starts_at = s.starts_at, ends_at = s.ends_at
  from public.interview_slots s where s.id = booked_slot and i.id = iv.id
  returning i.* into iv;
  insert into public.interview_interviewers (interview_id, interviewer_id, booked_during)
  values (iv.id, recruiter, tstzrange(iv.starts_at, iv.ends_at)), (iv.id, company, tstzrange(iv.starts_at, iv.ends_at));
  perform private.notify(student, recruiter, 'interview_offered', 'opportunity', a.opportunity_id, null, null,
    private.interview_note(iv, 'applicant'))
  from public.applications a where a.id = picked[2];
  perform private.notify_interview_reviewers(iv, 'interview_booked', student);
end $$;

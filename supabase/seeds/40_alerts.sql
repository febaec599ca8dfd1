-- Opportunity alerts and quick apply (issue 34 items 1–2): the demo student keeps three alerts (daily, weekly,
-- and a paused in-app one); the daily one matched recent postings, delivered as notifications (the newest
-- unread); the student's résumé is in the resumes bucket (its bytes in seeds/storage/resumes/…), so quick apply
-- works for her; a few of the seeded postings ask the full form (questions) or have quick apply turned off.

insert into storage.objects (bucket_id, name, owner, metadata, created_at)
values ('resumes', '00000000-0000-4000-8000-000000000001/maya-okafor-resume.pdf',
  '00000000-0000-4000-8000-000000000001', jsonb_build_object('mimetype', 'application/pdf', 'size', 1171),
  now() - interval '20 days')
on conflict do nothing;

-- Posters choose: some roles without questions still want the full form.
update public.opportunities set quick_apply = false
where status = 'open' and questions = '[]'::jsonb and abs(hashtext(id::text)) % 6 = 0;

insert into public.opportunity_alerts (id, owner_id, name, query, types, work_modes, location, frequency, paused,
  created_at, last_emailed_at)
values
  ('40000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 'Data engineering · Job / Internship',
    'data', array['internship', 'job'], '{}', '', 'daily', false, now() - interval '50 days', now() - interval '20 hours'),
  ('40000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Research · Berlin',
    'research', '{}', '{}', 'Berlin', 'weekly', false, now() - interval '30 days', now() - interval '3 days'),
  ('40000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'Accessibility hackathons',
    'accessibility', array['hackathon'], '{}', '', 'in_app', true, now() - interval '12 days', now() - interval '12 days'),
  ('40000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000009', 'Remote internships',
    '', array['internship'], array['remote'], '', 'weekly', false, now() - interval '14 days', now() - interval '2 days');

-- What the first two alerts matched since they were saved (the rule of private.match_opportunity_alerts),
-- delivered at publication and e-mailed except for the last day's.
insert into private.opportunity_alert_matches (alert_id, opportunity_id, owner_id, matched_at, emailed_at)
select a.id, o.id, a.owner_id, o.published_at,
  case when o.published_at < now() - interval '1 day' then o.published_at + interval '1 day' end
from public.opportunity_alerts a
join public.opportunities o on o.status = 'open' and o.published_at > a.created_at and o.posted_by <> a.owner_id
  and (a.tsq is null or o.search @@ a.tsq)
  and (cardinality(a.types) = 0 or o.type = any (a.types))
  and (a.location = '' or o.location ilike '%' || a.location || '%')
where a.id in ('40000000-0000-4000-8000-000000000001', '40000000-0000-4000-8000-000000000002')
on conflict do nothing;

update public.opportunity_alerts a set match_count = m.n, last_matched_at = m.last
from (select alert_id, count(*)::int as n, max(matched_at) as last from private.opportunity_alert_matches group by alert_id) m
where m.alert_id = a.id;

-- The notifications of the five newest matches (one per opportunity); the two newest unread.
insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, data, created_at, read_at, email)
select m.owner_id, o.posted_by, 'opportunity_alert', 'opportunity', o.id,
  jsonb_build_object('excerpt', left(o.title, 140), 'organization', o.organization, 'alert_id', a.id,
    'alert_name', a.name, 'alert_count', 1),
  m.matched_at, case when m.rank > 2 then m.matched_at + interval '3 hours' end, true
from (
  select m.*, row_number() over (order by m.matched_at desc, m.opportunity_id) as rank
  from (select distinct on (m.opportunity_id) m.* from private.opportunity_alert_matches m
        where m.owner_id = '00000000-0000-4000-8000-000000000001' order by m.opportunity_id, m.alert_id) m
) m
join public.opportunities o on o.id = m.opportunity_id
join public.opportunity_alerts a on a.id = m.alert_id
where m.rank <= 5;

-- The seeded postings are old news: the alerts job matches only what is published from now on.
delete from private.opportunity_alert_queue;

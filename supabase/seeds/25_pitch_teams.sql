-- Pitch teams: GreenRoute (Omar) already names one teammate in 11_; StudyLoop (Priya) gets two, and
-- Maya's draft one. Ids come from the wider demo network in seed.sql.
update public.pitches set team_ids = array[
  '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012']::uuid[]
where id = '00000000-0000-4000-a110-000000000002';
update public.pitches set team_ids = array['00000000-0000-4000-8000-000000000009']::uuid[]
where id = '00000000-0000-4000-a110-000000000003';

-- University area: Lakeside's and Northbridge's registered domains, verification requests in every status
-- (the demo student verified by Lakeside), and MOUs in every status with versions, history and comments.

insert into public.university_domains (university_id, domain) values
  ('00000000-0000-4000-8000-000000000004', 'lakeside.edu'),
  ('00000000-0000-4000-8000-000000000004', 'lakeside.ca'),
  ('00000000-0000-4000-8000-000000000024', 'northbridge.ac.uk');

-- Proof documents; their bytes are in seeds/storage/documents/…, copied by the local stack.
insert into storage.objects (bucket_id, name, owner, metadata)
select 'documents', f.name, f.owner::uuid, jsonb_build_object('mimetype', 'application/pdf', 'size', f.size)
from (values
  ('verifications/00000000-0000-4000-8000-000000000019/enrolment-letter.pdf', '00000000-0000-4000-8000-000000000019', 748),
  ('verifications/00000000-0000-4000-8000-000000000012/student-card.pdf', '00000000-0000-4000-8000-000000000012', 681),
  ('mous/00000000-0000-4000-a180-000000000001/internship-pipeline-v1.pdf', '00000000-0000-4000-8000-000000000004', 844),
  ('mous/00000000-0000-4000-a180-000000000001/internship-pipeline-v2.pdf', '00000000-0000-4000-8000-000000000004', 850),
  ('mous/00000000-0000-4000-a180-000000000002/data-research-v1.pdf', '00000000-0000-4000-8000-000000000004', 809),
  ('mous/00000000-0000-4000-a180-000000000002/data-research-v2.pdf', '00000000-0000-4000-8000-000000000004', 787),
  ('mous/00000000-0000-4000-a180-000000000003/student-exchange-v1.pdf', '00000000-0000-4000-8000-000000000004', 788),
  ('mous/00000000-0000-4000-a180-000000000004/lab-sponsorship-draft.pdf', '00000000-0000-4000-8000-000000000004', 687),
  ('mous/00000000-0000-4000-a180-000000000005/scholarship-fund-v1.pdf', '00000000-0000-4000-8000-000000000004', 791),
  ('mous/00000000-0000-4000-a180-000000000006/career-mentoring-v1.pdf', '00000000-0000-4000-8000-000000000004', 707),
  ('mous/00000000-0000-4000-a180-000000000007/cloud-credits-v1.pdf', '00000000-0000-4000-8000-000000000004', 715),
  ('mous/00000000-0000-4000-a180-000000000008/hackathon-sponsorship-v1.pdf', '00000000-0000-4000-8000-000000000004', 706),
  ('mous/00000000-0000-4000-a180-000000000009/robotics-lab-v1.pdf', '00000000-0000-4000-8000-000000000024', 719)
) as f (name, owner, size)
on conflict do nothing;

insert into public.verification_requests (id, requester_id, university_id, role, college_email, member_number,
  programme, graduation_year, proof_path, domain_matched, email_confirmed_at, status, reason, decided_by, decided_at,
  created_at, updated_at)
select r.id::uuid, r.requester::uuid, r.university::uuid, r.role, r.email, r.number, r.programme, r.year, r.proof,
  private.university_domain_matches(r.university::uuid, r.email),
  case when r.confirmed then now() - (r.age || ' days')::interval + interval '10 minutes' end,
  r.status, r.reason,
  case when r.status <> 'pending' then r.university::uuid end,
  case when r.status <> 'pending' then now() - (r.age || ' days')::interval + interval '1 day' end,
  now() - (r.age || ' days')::interval, now() - (r.age || ' days')::interval
from (values
  ('00000000-0000-4000-a181-000000000001', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', 'student',
   'maya.okafor@lakeside.edu', 'LU-2023-04187', 'BSc Computer Science', 2027, null, true, 'approved', null, 40),
  ('00000000-0000-4000-a181-000000000002', '00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000004', 'staff',
   'amara.singh@cs.lakeside.edu', 'STAFF-0912', 'School of Computing', null, null, true, 'approved', null, 60),
  ('00000000-0000-4000-a181-000000000003', '00000000-0000-4000-8000-000000000018', '00000000-0000-4000-8000-000000000004', 'staff',
   'hannah.kim@lakeside.edu', 'STAFF-1177', 'School of Computing', null, null, true, 'approved', null, 30),
  ('00000000-0000-4000-a181-000000000004', '00000000-0000-4000-8000-000000000009', '00000000-0000-4000-8000-000000000004', 'student',
   'jonah.lee@lakeside.edu', 'LU-2024-11230', 'BSc Data Science', 2028, null, true, 'pending', null, 3),
  ('00000000-0000-4000-a181-000000000005', '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000004', 'student',
   'priya.nair@lakeside.edu', 'LU-2023-03321', 'BDes Interaction Design', 2027, null, true, 'pending', null, 2),
  ('00000000-0000-4000-a181-000000000006', '00000000-0000-4000-8000-000000000014', '00000000-0000-4000-8000-000000000004', 'student',
   'sofia.rossi@mail.lakeside.edu', 'LU-2022-07765', 'MSc Artificial Intelligence', 2026, null, false, 'pending', null, 1),
  ('00000000-0000-4000-a181-000000000007', '00000000-0000-4000-8000-000000000019', '00000000-0000-4000-8000-000000000004', 'student',
   'omar.haddad.founder@gmail.com', 'LU-2023-05510', 'BCom Entrepreneurship', 2027,
   'verifications/00000000-0000-4000-8000-000000000019/enrolment-letter.pdf', false, 'pending', null, 4),
  ('00000000-0000-4000-a181-000000000008', '00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000004', 'student',
   'ravi.patel@lakesideu.com', null, 'BEng Electrical Engineering', 2026, null, false, 'rejected',
   'lakesideu.com is not a Lakeside address and we could not find your student number. Please ask again with your @lakeside.edu address.', 12),
  ('00000000-0000-4000-a181-000000000009', '00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000004', 'student',
   'ethan.brooks@lakeside.edu', 'LU-2021-02214', 'BSc Sports Analytics', 2025, null, true, 'revoked', null, 90),
  ('00000000-0000-4000-a181-000000000010', '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000024', 'student',
   'tomas.silva@northbridge.ac.uk', 'NB-77120', 'MEng Mechanical Engineering', 2027, null, true, 'approved', null, 20),
  ('00000000-0000-4000-a181-000000000011', '00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000024', 'student',
   'aisha.bello@northbridge.ac.uk', 'NB-80211', 'MEng Financial Engineering', 2026,
   'verifications/00000000-0000-4000-8000-000000000012/student-card.pdf', true, 'pending', null, 2),
  ('00000000-0000-4000-a181-000000000012', '00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000024', 'student',
   'nina.kowalski@eng.northbridge.ac.uk', 'NB-81502', 'MSc Biostatistics', 2026, null, false, 'pending', null, 5)
) as r (id, requester, university, role, email, number, programme, year, proof, confirmed, status, reason, age);

-- Profiles show what the requests say, and who verified whom.
select private.refresh_verification(m) from (values
  ('00000000-0000-4000-8000-000000000001'::uuid), ('00000000-0000-4000-8000-000000000005'),
  ('00000000-0000-4000-8000-000000000018'), ('00000000-0000-4000-8000-000000000009'),
  ('00000000-0000-4000-8000-000000000010'), ('00000000-0000-4000-8000-000000000014'),
  ('00000000-0000-4000-8000-000000000019'), ('00000000-0000-4000-8000-000000000021'),
  ('00000000-0000-4000-8000-000000000013'), ('00000000-0000-4000-8000-000000000011'),
  ('00000000-0000-4000-8000-000000000012'), ('00000000-0000-4000-8000-000000000022')) as t (m);

-- ── MOUs ─────────────────────────────────────────────────────────────────────────────────────────
insert into public.mous (id, university_id, title, purpose, scope, areas, starts_on, ends_on, renewal_terms, contacts,
  status, changes_requested_at, activated_at, closed_at, close_reason, reminded_60_at, created_at, updated_at)
values
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'Summer Internship Pipeline',
   'Give Lakeside computing students paid, mentored summer internships on Northwind''s data platform team.',
   'Northwind offers at least twelve paid internships each summer, interviews Lakeside candidates first, and assigns each intern an engineering mentor. Lakeside promotes the roles and grants course credit for the placement report.',
   array['internships', 'training'], current_date - 320, current_date + 45,
   'Renews for one year unless either side gives 60 days'' written notice.',
   'Lakeside: Office of Industry Partnerships, partnerships@lakeside.edu · Northwind: Daniel Reyes, talent@northwind.example',
   'active', null, now() - interval '320 days', null, null, now() - interval '15 days', now() - interval '340 days', now() - interval '15 days'),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000004', 'Applied Data Science Research Collaboration',
   'Joint research on how public services use data, with shared datasets and co-supervised master''s theses.',
   'BrightPath shares anonymised transport and health-service datasets; Lakeside researchers and two MSc students a year work on them with BrightPath analysts. Results are published openly after a 30-day review.',
   array['research', 'funding'], current_date + 30, current_date + 760,
   'Reviewed after two years; renewed by a new signed version.',
   'Lakeside: Prof. Amara Singh · BrightPath: research@brightpath.example',
   'under_review', now() - interval '5 days', null, null, null, null, now() - interval '21 days', now() - interval '2 days'),
  ('00000000-0000-4000-a180-000000000003', '00000000-0000-4000-8000-000000000004', 'Student Exchange Programme',
   'A semester abroad for undergraduates of both universities.',
   'Up to ten undergraduate students a year each way for one semester, tuition waived at the host university, credits recognised by the home university.',
   array['exchange'], current_date + 120, current_date + 1215,
   'Renews for three years unless either side objects six months before the end.',
   'Lakeside: International Office, exchange@lakeside.edu · Northbridge: Global Mobility Office',
   'proposed', null, null, null, null, null, now() - interval '6 days', now() - interval '3 days'),
  ('00000000-0000-4000-a180-000000000004', '00000000-0000-4000-8000-000000000004', 'Inclusive Interfaces Lab Sponsorship',
   'Fund equipment and student research assistants for the Inclusive Interfaces Lab.',
   'Northwind Labs and Harbor Ventures each fund one research assistant per term and eye-tracking equipment; the lab runs usability studies students can join.',
   array['research', 'funding'], current_date + 60, current_date + 425, '', 'Lakeside: Prof. Amara Singh',
   'draft', null, null, null, null, null, now() - interval '2 days', now() - interval '1 day'),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000004', 'First-Generation Scholarship Fund',
   'Full scholarships for first-generation students, with mentoring from Whitfield Foundation alumni.',
   'The Whitfield Foundation funds twenty full scholarships a year; Lakeside selects recipients with the Foundation and reports on their progress each year.',
   array['funding'], current_date - 200, current_date + 530,
   'Renewal discussed a year before the end.', 'Lakeside: Student Financial Services · Whitfield Foundation: Grace Whitfield',
   'active', null, now() - interval '200 days', null, null, null, now() - interval '230 days', now() - interval '200 days'),
  ('00000000-0000-4000-a180-000000000006', '00000000-0000-4000-8000-000000000004', 'Career Mentoring Agreement',
   'Northwind engineers mentor final-year students through the job search.',
   'Monthly mentoring sessions for up to forty students, CV reviews and mock interviews.',
   array['training'], current_date - 760, current_date - 30, 'Ended; replaced by the Summer Internship Pipeline.',
   'Lakeside Careers Centre', 'expired', null, now() - interval '760 days', now() - interval '29 days', null,
   now() - interval '90 days', now() - interval '780 days', now() - interval '29 days'),
  ('00000000-0000-4000-a180-000000000007', '00000000-0000-4000-8000-000000000004', 'Cloud Credits for Coursework',
   'Analytics platform credits for data courses.', 'BrightPath provides platform credits for up to 300 students a term.',
   array['training', 'other'], current_date - 400, current_date + 330, '', 'Lakeside School of Computing',
   'terminated', null, now() - interval '400 days', now() - interval '40 days',
   'BrightPath retired the free academic tier; both sides agreed to end the agreement early.', null,
   now() - interval '420 days', now() - interval '40 days'),
  ('00000000-0000-4000-a180-000000000008', '00000000-0000-4000-8000-000000000004', 'Accessibility Hackathon Sponsorship',
   'Prize money and mentors for the Lakeside Accessibility Hackathon.', 'Harbor Ventures funds prizes and sends two partners as judges.',
   array['funding'], current_date + 20, current_date + 120, '', 'Lakeside Student Union',
   'rejected', null, null, now() - interval '9 days',
   'We have committed our events budget for this year; happy to revisit next spring.', null,
   now() - interval '25 days', now() - interval '9 days'),
  ('00000000-0000-4000-a180-000000000009', '00000000-0000-4000-8000-000000000024', 'Robotics Lab Data Partnership',
   'Sensor data and analytics support for Northbridge''s robotics lab.', 'BrightPath hosts the lab''s sensor data and trains two student analysts a year.',
   array['research', 'internships'], current_date - 90, current_date + 640, 'Renews yearly.', 'Northbridge Makerspace',
   'active', null, now() - interval '90 days', null, null, null, now() - interval '110 days', now() - interval '90 days');

insert into public.mou_parties (mou_id, party_id, role, signed_name, signed_title, signed_at)
values
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000002', 'partner', 'Daniel Reyes', 'Talent Partner', now() - interval '321 days'),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000023', 'partner', null, null, null),
  ('00000000-0000-4000-a180-000000000003', '00000000-0000-4000-8000-000000000024', 'partner', null, null, null),
  ('00000000-0000-4000-a180-000000000004', '00000000-0000-4000-8000-000000000002', 'partner', null, null, null),
  ('00000000-0000-4000-a180-000000000004', '00000000-0000-4000-8000-000000000007', 'partner', null, null, null),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000008', 'partner', 'Grace Whitfield', 'Chair, Whitfield Foundation', now() - interval '201 days'),
  ('00000000-0000-4000-a180-000000000006', '00000000-0000-4000-8000-000000000002', 'partner', 'Daniel Reyes', 'Talent Partner', now() - interval '761 days'),
  ('00000000-0000-4000-a180-000000000007', '00000000-0000-4000-8000-000000000023', 'partner', 'Sara Jansen', 'Head of Partnerships', now() - interval '401 days'),
  ('00000000-0000-4000-a180-000000000008', '00000000-0000-4000-8000-000000000007', 'partner', null, null, null),
  ('00000000-0000-4000-a180-000000000009', '00000000-0000-4000-8000-000000000023', 'partner', 'Sara Jansen', 'Head of Partnerships', now() - interval '91 days');

-- The universities' own signatures (their party rows were written when each MOU was inserted).
update public.mou_parties p set signed_name = s.name, signed_title = s.title, signed_at = now() - (s.age || ' days')::interval
from (values
  ('00000000-0000-4000-a180-000000000001'::uuid, 'Dr. Elena Park', 'Vice-President, Partnerships', 320),
  ('00000000-0000-4000-a180-000000000005'::uuid, 'Dr. Elena Park', 'Vice-President, Partnerships', 200),
  ('00000000-0000-4000-a180-000000000006'::uuid, 'Dr. Elena Park', 'Vice-President, Partnerships', 760),
  ('00000000-0000-4000-a180-000000000007'::uuid, 'Dr. Elena Park', 'Vice-President, Partnerships', 400),
  ('00000000-0000-4000-a180-000000000009'::uuid, 'Prof. Ian Whitaker', 'Pro-Vice-Chancellor, Enterprise', 90)
) as s (mou, name, title, age)
where p.mou_id = s.mou and p.role = 'university';

insert into public.mou_versions (mou_id, version, file_path, file_name, size, note, uploaded_by, created_at)
select v.mou::uuid, v.version, v.path, v.file_name, v.size, v.note, v.uploader::uuid, now() - (v.age || ' days')::interval
from (values
  ('00000000-0000-4000-a180-000000000001', 1, 'mous/00000000-0000-4000-a180-000000000001/internship-pipeline-v1.pdf', 'internship-pipeline-v1.pdf', 844, 'First draft', '00000000-0000-4000-8000-000000000004', 340),
  ('00000000-0000-4000-a180-000000000001', 2, 'mous/00000000-0000-4000-a180-000000000001/internship-pipeline-v2.pdf', 'internship-pipeline-v2.pdf', 850, 'Twelve internships and mentoring, as Northwind asked', '00000000-0000-4000-8000-000000000004', 330),
  ('00000000-0000-4000-a180-000000000002', 1, 'mous/00000000-0000-4000-a180-000000000002/data-research-v1.pdf', 'data-research-v1.pdf', 809, null, '00000000-0000-4000-8000-000000000004', 21),
  ('00000000-0000-4000-a180-000000000002', 2, 'mous/00000000-0000-4000-a180-000000000002/data-research-v2.pdf', 'data-research-v2.pdf', 787, 'Adds the data-protection annex', '00000000-0000-4000-8000-000000000004', 8),
  ('00000000-0000-4000-a180-000000000003', 1, 'mous/00000000-0000-4000-a180-000000000003/student-exchange-v1.pdf', 'student-exchange-v1.pdf', 788, null, '00000000-0000-4000-8000-000000000004', 6),
  ('00000000-0000-4000-a180-000000000004', 1, 'mous/00000000-0000-4000-a180-000000000004/lab-sponsorship-draft.pdf', 'lab-sponsorship-draft.pdf', 687, 'Working draft', '00000000-0000-4000-8000-000000000004', 1),
  ('00000000-0000-4000-a180-000000000005', 1, 'mous/00000000-0000-4000-a180-000000000005/scholarship-fund-v1.pdf', 'scholarship-fund-v1.pdf', 791, null, '00000000-0000-4000-8000-000000000004', 230),
  ('00000000-0000-4000-a180-000000000006', 1, 'mous/00000000-0000-4000-a180-000000000006/career-mentoring-v1.pdf', 'career-mentoring-v1.pdf', 707, null, '00000000-0000-4000-8000-000000000004', 780),
  ('00000000-0000-4000-a180-000000000007', 1, 'mous/00000000-0000-4000-a180-000000000007/cloud-credits-v1.pdf', 'cloud-credits-v1.pdf', 715, null, '00000000-0000-4000-8000-000000000004', 420),
  ('00000000-0000-4000-a180-000000000008', 1, 'mous/00000000-0000-4000-a180-000000000008/hackathon-sponsorship-v1.pdf', 'hackathon-sponsorship-v1.pdf', 706, null, '00000000-0000-4000-8000-000000000004', 25),
  ('00000000-0000-4000-a180-000000000009', 1, 'mous/00000000-0000-4000-a180-000000000009/robotics-lab-v1.pdf', 'robotics-lab-v1.pdf', 719, null, '00000000-0000-4000-8000-000000000024', 110)
) as v (mou, version, path, file_name, size, note, uploader, age);

-- The history as it happened (the insert triggers logged "now"; the real dates replace them).
delete from public.mou_events where mou_id::text like '00000000-0000-4000-a180-%';
insert into public.mou_events (mou_id, actor_id, kind, from_status, to_status, note, created_at)
select e.mou::uuid, e.actor::uuid, e.kind, e.from_status, e.to_status, e.note, now() - (e.age || ' days')::interval
from (values
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 340.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'version_uploaded', null, null, 'Version 1', 339.9),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'proposed', 'draft', 'proposed', null, 339.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000002', 'changes_requested', null, null, 'Could we commit to twelve internships and name a mentor for each intern?', 335.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'version_uploaded', null, null, 'Version 2', 330.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000002', 'signed', null, null, 'Daniel Reyes, Talent Partner', 321.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'signed', null, null, 'Dr. Elena Park, Vice-President, Partnerships', 320.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'activated', 'under_review', 'active', null, 320.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 21.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000004', 'version_uploaded', null, null, 'Version 1', 20.9),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000004', 'proposed', 'draft', 'proposed', null, 20.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000023', 'review_started', 'proposed', 'under_review', null, 15.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000023', 'changes_requested', null, null, 'We need a data-protection annex before our legal team can approve.', 12.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000004', 'version_uploaded', null, null, 'Version 2', 8.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000023', 'changes_requested', null, null, 'Please shorten the publication review to 30 days in section 4 as well.', 5.0),
  ('00000000-0000-4000-a180-000000000003', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 6.0),
  ('00000000-0000-4000-a180-000000000003', '00000000-0000-4000-8000-000000000004', 'version_uploaded', null, null, 'Version 1', 5.9),
  ('00000000-0000-4000-a180-000000000003', '00000000-0000-4000-8000-000000000004', 'proposed', 'draft', 'proposed', null, 3.0),
  ('00000000-0000-4000-a180-000000000004', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 2.0),
  ('00000000-0000-4000-a180-000000000004', '00000000-0000-4000-8000-000000000004', 'version_uploaded', null, null, 'Version 1', 1.0),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 230.0),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000004', 'proposed', 'draft', 'proposed', null, 228.0),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000008', 'signed', null, null, 'Grace Whitfield, Chair, Whitfield Foundation', 201.0),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000004', 'signed', null, null, 'Dr. Elena Park, Vice-President, Partnerships', 200.0),
  ('00000000-0000-4000-a180-000000000005', '00000000-0000-4000-8000-000000000004', 'activated', 'under_review', 'active', null, 200.0),
  ('00000000-0000-4000-a180-000000000006', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 780.0),
  ('00000000-0000-4000-a180-000000000006', '00000000-0000-4000-8000-000000000004', 'activated', 'under_review', 'active', null, 760.0),
  ('00000000-0000-4000-a180-000000000006', null, 'expired', 'active', 'expired', null, 29.0),
  ('00000000-0000-4000-a180-000000000007', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 420.0),
  ('00000000-0000-4000-a180-000000000007', '00000000-0000-4000-8000-000000000004', 'activated', 'under_review', 'active', null, 400.0),
  ('00000000-0000-4000-a180-000000000007', '00000000-0000-4000-8000-000000000023', 'terminated', 'active', 'terminated', 'BrightPath retired the free academic tier; both sides agreed to end the agreement early.', 40.0),
  ('00000000-0000-4000-a180-000000000008', '00000000-0000-4000-8000-000000000004', 'created', null, 'draft', null, 25.0),
  ('00000000-0000-4000-a180-000000000008', '00000000-0000-4000-8000-000000000004', 'proposed', 'draft', 'proposed', null, 24.0),
  ('00000000-0000-4000-a180-000000000008', '00000000-0000-4000-8000-000000000007', 'rejected', 'proposed', 'rejected', 'We have committed our events budget for this year; happy to revisit next spring.', 9.0),
  ('00000000-0000-4000-a180-000000000009', '00000000-0000-4000-8000-000000000024', 'created', null, 'draft', null, 110.0),
  ('00000000-0000-4000-a180-000000000009', '00000000-0000-4000-8000-000000000024', 'activated', 'under_review', 'active', null, 90.0)
) as e (mou, actor, kind, from_status, to_status, note, age);

insert into public.mou_comments (mou_id, author_id, body, created_at)
select c.mou::uuid, c.author::uuid, c.body, now() - (c.age || ' days')::interval
from (values
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000002', 'Could we commit to twelve internships and name a mentor for each intern?', 335.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'Agreed. Version 2 has both; we added course credit for the placement report too.', 330.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000004', 'The agreement ends in about six weeks. Shall we renew for another year on the same terms?', 14.0),
  ('00000000-0000-4000-a180-000000000001', '00000000-0000-4000-8000-000000000002', 'Yes, and we would like to add two design internships. I will send a note with details.', 13.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000023', 'We need a data-protection annex before our legal team can approve.', 12.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000004', 'Version 2 adds the annex, drafted with our data-protection officer.', 8.0),
  ('00000000-0000-4000-a180-000000000002', '00000000-0000-4000-8000-000000000023', 'Please shorten the publication review to 30 days in section 4 as well.', 5.0),
  ('00000000-0000-4000-a180-000000000003', '00000000-0000-4000-8000-000000000004', 'Proposed for the autumn intake; happy to talk through the credit recognition table.', 3.0),
  ('00000000-0000-4000-a180-000000000008', '00000000-0000-4000-8000-000000000007', 'We have committed our events budget for this year; happy to revisit next spring.', 9.0)
) as c (mou, author, body, age);
-- The comment trigger touched updated_at; keep the seeded order of activity.
update public.mous m set updated_at = greatest(m.created_at,
  coalesce((select max(c.created_at) from public.mou_comments c where c.mou_id = m.id), m.created_at),
  coalesce((select max(e.created_at) from public.mou_events e where e.mou_id = m.id), m.created_at))
where m.id::text like '00000000-0000-4000-a180-%';

-- What the demo accounts were told.
select private.notify(n.recipient::uuid, n.actor::uuid, n.kind, n.entity_type, n.entity::uuid, null, null, n.extra::jsonb)
from (values
  ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000009', 'verification_requested', 'verification_request', '00000000-0000-4000-a181-000000000004', '{}'),
  ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000010', 'verification_requested', 'verification_request', '00000000-0000-4000-a181-000000000005', '{}'),
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', 'verification_approved', 'verification_request', '00000000-0000-4000-a181-000000000001', '{}'),
  ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000023', 'mou_changes_requested', 'mou', '00000000-0000-4000-a180-000000000002', '{"excerpt": "Applied Data Science Research Collaboration"}'),
  ('00000000-0000-4000-8000-000000000002', null, 'mou_expiring', 'mou', '00000000-0000-4000-a180-000000000001', '{"excerpt": "Summer Internship Pipeline", "window": 60}'),
  ('00000000-0000-4000-8000-000000000004', null, 'mou_expiring', 'mou', '00000000-0000-4000-a180-000000000001', '{"excerpt": "Summer Internship Pipeline", "window": 60}')
) as n (recipient, actor, kind, entity_type, entity, extra);

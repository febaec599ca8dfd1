-- Associate (connection) requests: the sender asks, the recipient answers.

create table public.associate_requests (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references public.profiles (id) on delete cascade,
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'withdrawn')),
  message text check (message is null or char_length(message) <= 300),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  constraint associate_requests_not_self check (sender_id <> recipient_id)
);
alter table public.associate_requests enable row level security;
create index associate_requests_sender_idx on public.associate_requests (sender_id);
create index associate_requests_recipient_idx on public.associate_requests (recipient_id, status);
create unique index associate_requests_one_pending on public.associate_requests (least(sender_id, recipient_id), greatest(sender_id, recipient_id))
  where status = 'pending';

create policy "parties read their requests" on public.associate_requests
  for select to authenticated using ((select auth.uid()) in (sender_id, recipient_id));
create policy "members send requests as themselves" on public.associate_requests
  for insert to authenticated with check (sender_id = (select auth.uid()) and status = 'pending');
create policy "senders withdraw pending requests" on public.associate_requests
  for delete to authenticated using (sender_id = (select auth.uid()) and status = 'pending');

-- The data export lists the caller's own uploads in every bucket (buckets name folders differently:
-- message attachments sit under the conversation, then the member), then downloads each under their RLS.
create function public.my_storage_objects()
returns table (bucket_id text, name text, size bigint, created_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select o.bucket_id, o.name, coalesce((o.metadata ->> 'size')::bigint, 0), o.created_at
  from storage.objects o
  where o.owner = (select auth.uid()) or o.owner_id = (select auth.uid())::text
  order by o.bucket_id, o.name
$$;
revoke execute on function public.my_storage_objects() from public, anon;
grant execute on function public.my_storage_objects() to authenticated;

import { countLabel } from '@hammurabi/shared';
import { Search, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { useAuth } from '@/lib/auth/use-auth';
import { useAdminUsers } from '../api/admin-api';
import { UserCard } from './user-card';

/** The users: search by address, one card per user, 25 a page. */
export function UsersPanel() {
  const { user: me } = useAuth();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(q, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const lastPage = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.per_page)) : 1;

  return (
    <section aria-labelledby="admin-users-title" className="grid gap-4">
      <h2 id="admin-users-title" className="sr-only">
        Users
      </h2>
      <form role="search" className="flex gap-2" onSubmit={submit}>
        <label htmlFor="admin-user-search" className="sr-only">
          Search users by e-mail address
        </label>
        <Input
          id="admin-user-search"
          type="search"
          placeholder="Search by e-mail address"
          value={draft}
          maxLength={254}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {users.isError ? (
        <ErrorPanel title="Could not load the users" message={users.error.message} retry={users} />
      ) : users.data && users.data.users.length === 0 ? (
        <EmptyState icon={<Users />} title="No users found">
          {q ? `Nobody's address contains "${q}".` : 'Nobody has an account yet.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {users.data ? `${countLabel(users.data.total, 'user')}${q ? ` matching "${q}"` : ''}` : 'Loading users…'}
          </p>
          <ul className="grid gap-3">
            {users.data?.users.map((user) => (
              <li key={user.id}>
                <UserCard user={user} isSelf={user.id === me?.id} />
              </li>
            ))}
          </ul>
          {lastPage > 1 ? (
            <nav aria-label="Pages of users" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page} of {lastPage}
              </span>
              <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

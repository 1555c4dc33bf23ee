import { Shield } from 'lucide-react';
import { NotFoundPage } from '@/components/not-found-page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUserRole } from '@/lib/auth/use-role';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminStats } from '../api/admin-api';
import { AuditPanel } from '../components/audit-panel';
import { SettingsPanel } from '../components/settings-panel';
import { StatsGrid } from '../components/stats-grid';
import { UsersPanel } from '../components/users-panel';

function AdminScreen() {
  useDocumentTitle('Admin');
  const stats = useAdminStats();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <Shield className="size-7 text-primary" aria-hidden />
        Admin
      </h1>
      <StatsGrid stats={stats.data} />
      <Tabs defaultValue="users" className="grid gap-4">
        <TabsList className="w-fit">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="audit">
          <AuditPanel />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /admin: the operator's screen. Anyone but an administrator sees the not-found page. */
export function AdminPage() {
  const { has, loading } = useUserRole();
  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Checking your access" />
      </div>
    );
  }
  return has('admin') ? <AdminScreen /> : <NotFoundPage />;
}

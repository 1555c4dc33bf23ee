import { LogIn, MessageSquare } from 'lucide-react';
import { SignInLink } from '@/components/auth/session-ready';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';

// The workspace (conversations, Markdown, the composer) is most of the chat's code: a visitor,
// who only sees the invitation to log in, downloads neither it nor the query cache it needs.
const ChatWorkspace = lazyAfterPaint(async () => (await import('../components/chat-workspace')).ChatWorkspace, {
  queries: true,
});

/** The AI chat at /chat; visitors are asked to log in. */
export function ChatPage() {
  const { user } = useAuth();
  useDocumentTitle('AI Chat');
  if (!user) return <LoginToChat />;
  return (
    <ChatWorkspace
      fallback={
        <div className="flex justify-center py-20">
          <Spinner label="Loading chat" />
        </div>
      }
    />
  );
}

function LoginToChat() {
  return (
    <div className="mx-auto flex max-w-md px-4 py-20">
      <Card className="flex w-full flex-col items-center gap-4 px-6 py-12 text-center">
        <div className="rounded-full bg-primary/10 p-3 text-primary [&_svg]:size-7">
          <MessageSquare aria-hidden />
        </div>
        <h1 className="text-xl font-semibold">Login to Chat</h1>
        <p className="text-muted-foreground">Log in to talk with the AI assistant about your code and projects.</p>
        <Button asChild>
          <SignInLink>
            <LogIn aria-hidden />
            Log In
          </SignInLink>
        </Button>
      </Card>
    </div>
  );
}

export default ChatPage;

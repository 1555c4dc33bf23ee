import { LogIn, MessageSquare } from 'lucide-react';
import { SignInLink } from '@/components/auth/session-ready';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChatWorkspace } from '../components/chat-workspace';

/** The AI chat at /chat; visitors are asked to log in. */
export function ChatPage() {
  const { user } = useAuth();
  useDocumentTitle('AI Chat');
  return user ? <ChatWorkspace /> : <LoginToChat />;
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

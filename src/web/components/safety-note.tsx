/**
 * A gentle note after words the crisis screen found worrying (decisions 041 and 043): the note, a
 * link to the Safety page, and Close.
 */
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

export function SafetyNote({ note, onClose, testId }: { note: string; onClose: () => void; testId: string }) {
  return (
    <Alert role="status" data-testid={testId}>
      <AlertDescription className="flex items-start justify-between gap-3">
        <span>
          {note}{' '}
          <Link to="/safety" className="font-medium text-primary underline underline-offset-4">
            Safety
          </Link>
        </span>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </AlertDescription>
    </Alert>
  );
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

export interface ToastedMutationOptions<Variables, Answer> {
  /** The success toast, or how to word it from the answer and what was sent. */
  succeeded: string | ((answer: Answer, variables: Variables) => string);
  /** What the change made stale or removed, put right after the toast. */
  afterSuccess?: (queryClient: QueryClient, answer: Answer, variables: Variables) => void;
  /** What is refreshed whether the change went through or not. */
  afterSettled?: (queryClient: QueryClient) => void;
  /** How a refusal is shown: a toast of its message by default. */
  showError?: (message: string, variables: Variables) => void;
}

/**
 * A change the person asked for: a success is said in a toast and what it made stale refreshed;
 * a refusal says why.
 */
export function useToastedMutation<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
  {
    succeeded,
    afterSuccess,
    afterSettled,
    showError = (message) => toast.error(message),
  }: ToastedMutationOptions<Variables, Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, variables) => {
      toast.success(typeof succeeded === 'string' ? succeeded : succeeded(answer, variables));
      afterSuccess?.(queryClient, answer, variables);
    },
    onError: (error, variables) => showError(error.message, variables),
    onSettled: afterSettled && (() => afterSettled(queryClient)),
  });
}

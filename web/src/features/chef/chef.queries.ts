import { queryOptions } from '@tanstack/react-query';
import { ChefQuestionListSchema } from '@fiz/core/chef';
import { api } from '../../lib/api';

/** Every query about saved questions starts with this key, so saving or deleting one refreshes the list. */
export const CHEF_QUESTIONS_KEY = 'chef-questions';

/** Spec 7 GET /getchefquestions/{userId}: the cook's saved questions, newest first. */
export const chefQuestionsQuery = (userId: number) =>
  queryOptions({
    queryKey: [CHEF_QUESTIONS_KEY, userId],
    queryFn: () => api(`/getchefquestions/${userId}`, ChefQuestionListSchema),
  });

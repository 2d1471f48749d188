import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@fiz/core/recipe';
import { isPlayableYoutubeCode } from '@fiz/core/youtube';
import { Page } from '../../../components/ui/Page';
import { canGoBackInApp } from '../../../lib/inAppHistory';
import { ListOrderPicker } from '../../../features/recipes/ListOrderPicker';
import { Pager } from '../../../components/ui/Pager';
import { VideoPlayer } from '../../../features/recipes/VideoPlayer';
import { VideoTable } from '../../../features/recipes/VideoTable';
import { videosCountQuery, videosQuery } from '../../../features/recipes/recipes.queries';
import { usePagedRecipes } from '../../../features/recipes/usePagedRecipes';
import { videoBackLink } from '../../../features/recipes/videoBackLink';
import { useSession } from '../../../lib/session.queries';

const SIZE = PAGE_SIZE.videos;

function VideoList({ userId }: { userId: number }) {
  const { recipes, failed, pager, order } = usePagedRecipes(
    videosCountQuery(userId),
    (limit, offset, listOrder) => videosQuery(userId, limit, offset, listOrder),
    SIZE,
  );
  return (
    <>
      <ListOrderPicker {...order} />
      <VideoTable recipes={recipes} failed={failed} />
      {pager && <Pager {...pager} />}
    </>
  );
}

/** Spec 2.3 /youtubevids: the video list, or with ?vid= one video and a way back. */
export function VideosPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vid = params.get('vid');
  if (!user) return null;
  if (!isPlayableYoutubeCode(vid)) {
    return (
      <Page title="Video List">
        <VideoList userId={user.user_id} />
      </Page>
    );
  }
  const back = videoBackLink(params.get('from'), params.get('id'));
  return (
    <Page title="Video">
      {/* Above the player, which fills the width and so the height of the window. */}
      <Group>
        <Button
          component={Link}
          to={back.to}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={(event) => {
            // Opened from a list in this tab: going back returns to its page, search and scroll as they were.
            if (!canGoBackInApp()) return;
            event.preventDefault();
            void navigate(-1);
          }}
        >
          {back.label}
        </Button>
      </Group>
      <VideoPlayer code={vid} />
    </Page>
  );
}

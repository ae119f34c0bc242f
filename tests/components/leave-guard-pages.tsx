import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router-dom';

import { AppProviders } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { confirmLeavingPage, LeaveGuardHost, useLeaveGuard } from '@/components/leave-guard';
import { KeepAliveOutlet } from '@/shell/KeepAliveOutlet';
import { useTagActions } from '@/shell/tags/use-tag-actions';
import { useTagsView } from '@/stores/tags-view';

import { TestStyles } from '../test-styles';

/** The pages of the leave-guard test, in the order their guards let go (`onLeave`). */
export const left: string[] = [];

/** A page with one input: unsaved while the input is not empty. */
function Editor({ name }: { name: string }) {
  const [text, setText] = useState('');
  useLeaveGuard({ when: text !== '', onLeave: () => left.push(name) });
  return <input aria-label={name} value={text} onChange={(e) => setText(e.target.value)} />;
}

/** A page whose form guards itself inside a page that has its own guard. */
function NestedEditors() {
  const [outer, setOuter] = useState('');
  useLeaveGuard({ when: outer !== '', onLeave: () => left.push('outer') });
  return (
    <>
      <input aria-label="outer" value={outer} onChange={(e) => setOuter(e.target.value)} />
      <Editor name="inner" />
    </>
  );
}

/** What the shell does around pages: the one host, links, a tab per page, pages kept alive. */
function Frame() {
  const { pathname, search } = useLocation();
  const addView = useTagsView((s) => s.addView);
  const tagAction = useTagActions();
  const navigate = useNavigate();
  // An action outside the page that reloads it (the shell's site switch does this).
  const reloadElsewhere = async () => {
    if (await confirmLeavingPage(pathname)) void navigate('/other', { replace: true });
  };
  useEffect(() => {
    addView({ path: pathname, fullPath: `${pathname}${search}`, title: pathname });
  }, [pathname, search, addView]);
  const closeThisTab = () => {
    const view = useTagsView.getState().visited.find((v) => v.path === pathname);
    if (view) tagAction('close', view);
  };
  return (
    <>
      <LeaveGuardHost />
      <nav>
        <Link to="/editor">to editor</Link>
        <Link to="/second">to second editor</Link>
        <Link to="/plain">to plain</Link>
        <Link to="/other">to other</Link>
        <button type="button" onClick={closeThisTab}>
          close this tab
        </button>
        <button type="button" onClick={() => void reloadElsewhere()}>
          outside action
        </button>
      </nav>
      <KeepAliveOutlet enabled />
    </>
  );
}

export function renderPages(path: string) {
  window.history.replaceState({}, '', path);
  const router = createBrowserRouter([
    {
      element: <Frame />,
      children: [
        { path: '/editor', element: <Editor name="editor" /> },
        { path: '/second', element: <Editor name="second" /> },
        { path: '/nested', element: <NestedEditors /> },
        { path: '/plain', element: <p>plain page</p> },
        { path: '/other', element: <p>other page</p> },
      ],
    },
  ]);
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
    { wrapper: TestStyles },
  );
  return { ...view, router };
}

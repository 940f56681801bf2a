import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ReportListPage } from './ReportListPage';
import { ReportPlayerPage } from './ReportPlayerPage';
import { RequireStaff } from './RequireStaff';
import { SupportLoginPage } from './SupportLoginPage';

// The operations console (issue 20) is a chunk of its own, loaded when staff open it.
const OperationsConsole = lazy(() => import('../operations/OperationsConsole'));

/** The staff console (issue 9): its own pages, outside the customers' shell. */
export default function SupportConsole() {
  return (
    <Routes>
      <Route path="login" element={<SupportLoginPage />} />
      <Route
        index
        element={
          <RequireStaff>
            <ReportListPage />
          </RequireStaff>
        }
      />
      <Route
        path="report/:referenceId"
        element={
          <RequireStaff>
            <ReportPlayerPage />
          </RequireStaff>
        }
      />
      <Route
        path="operations/*"
        element={
          <RequireStaff>
            <Suspense fallback={<p role="status">Loading the operations console</p>}>
              <OperationsConsole />
            </Suspense>
          </RequireStaff>
        }
      />
      <Route path="*" element={<Navigate to="/support" replace />} />
    </Routes>
  );
}

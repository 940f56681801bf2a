import { Navigate, Route, Routes } from 'react-router';
import { injectSupport } from '../../features/support/supportFeature';
import { ReportListPage } from './ReportListPage';
import { ReportPlayerPage } from './ReportPlayerPage';
import { RequireStaff } from './RequireStaff';
import { SupportLoginPage } from './SupportLoginPage';

// The console's state and effects join the store when this page loads.
injectSupport();

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
      <Route path="*" element={<Navigate to="/support" replace />} />
    </Routes>
  );
}

import "@fontsource-variable/inter";
import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { currentUserQuery } from "@/api/auth";
import { publicConfigQuery } from "@/api/config";
import { queryClient } from "@/api/query-client";
import { Toaster } from "@/components/layout/toaster";
import { startI18n } from "@/i18n";
import { router } from "@/router";

// The captcha choice is needed by every account form; fetch it alongside the user. The user is asked
// for now too, while the router fetches the page's code, rather than after.
void queryClient.prefetchQuery(publicConfigQuery);
void queryClient.prefetchQuery(currentUserQuery);

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("Missing #root element");

// The language of this device first (nothing to download for English), so no English flashes by.
void startI18n().then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

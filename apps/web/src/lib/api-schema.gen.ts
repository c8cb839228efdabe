// Generated from the OpenAPI document by `node scripts/openapi.mjs` (openapi-typescript). Do not edit.
export interface paths {
    "/api/admin/v1.0/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activity entries (paged, newest first, filtered)
         * @description `from` and `to` are inclusive calendar days (UTC); `search` looks in the actor, the record and the changed values.
         *
         *     Needs a staff token whose role has the operation 'View Activity'.
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List businesses (paged, sortable, searchable)
         * @description deleted=true lists the businesses in the trash instead.
         *
         *     Needs a staff token whose role has one of the operations 'List Business' or 'List Deleted Business'.
         */
        get: operations["listBusinesses"];
        put?: never;
        /**
         * Create a business
         * @description Its master customer (customer_id) is moved to this business; 409 when that customer is already the master customer of another live business.
         *
         *     Needs a staff token whose role has the operation 'Add Business'.
         */
        post: operations["createBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a business
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'View Business' or 'Update Business'.
         */
        get: operations["getBusiness"];
        /**
         * Update a business
         * @description Its master customer (customer_id) is moved to this business; 409 when that customer is already the master customer of another live business. With If-Match (the ETag of GET), a business saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Business'.
         */
        put: operations["updateBusiness"];
        post?: never;
        /**
         * Move a business to the trash
         * @description A soft delete, undone by restoreBusiness. Its customers keep their business but read as having none while it is in the trash.
         *
         *     Needs a staff token whose role has the operation 'Delete Business'.
         */
        delete: operations["deleteBusiness"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of one business (its History, newest first)
         * @description Needs a staff token whose role has one of the operations 'View Activity', 'View Business' or 'Update Business'.
         */
        get: operations["listBusinessActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/{id}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's customers (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'View Business'.
         */
        get: operations["listBusinessCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/{id}/customers/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's customers as choices for a picker
         * @description Every live customer of the business unless limit is given (the ticket settings screen shows them all).
         *
         *     Needs a staff token whose role has one of the operations 'View Business' or 'Update Business'.
         */
        get: operations["listBusinessCustomerOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/{id}/customers/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a business's ticket settings
         * @description Three lists of the business's customer ids: access (sees all the business's tickets in the app), emails (mailed about new tickets and ticket notifications) and notifications (mailed about ticket notifications).
         *
         *     Needs a staff token whose role has the operation 'Update Business'.
         */
        get: operations["getBusinessTicketSettings"];
        /**
         * Replace a business's ticket settings
         * @description Each list replaces the stored one and may name only the business's own live customers (422 on that list otherwise).
         *
         *     Needs a staff token whose role has the operation 'Update Business'.
         */
        put: operations["updateBusinessTicketSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Restore a business from the trash
         * @description Its master customer belongs to it again; 409 when that customer is in the trash or is now the master customer of another business.
         *
         *     Needs a staff token whose role has the operation 'Restore Business'.
         */
        put: operations["restoreBusiness"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/business/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List live businesses as choices for a picker (id and name, searchable)
         * @description Needs a staff token whose role has one of the operations 'List Business', 'Add Business', 'Update Business', 'View Business', 'Update Customer', 'View Customer', 'List Tickets' or 'List Deleted Tickets'.
         */
        get: operations["listBusinessOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in user's own password
         * @description Needs the old password (403 when it is wrong). Every other session of the user ends; the one making the change stays signed in.
         *
         *     Needs a staff token; any signed-in user.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cities (paged, sortable, searchable)
         * @description Needs a staff token whose role has one of the operations 'List Cities', 'Add City' or 'Update City'.
         */
        get: operations["listCities"];
        put?: never;
        /**
         * Create a city
         * @description 409 when another city already has this name (whatever its case).
         *
         *     Needs a staff token whose role has the operation 'Add City'.
         */
        post: operations["createCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/cities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a city
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Cities' or 'Update City'.
         */
        get: operations["getCity"];
        /**
         * Rename a city
         * @description 409 when another city already has this name (whatever its case). With If-Match (the ETag of GET), a city saved by someone else since answers 412 and nothing changes; the answer's ETag is the new version.
         *
         *     Needs a staff token whose role has the operation 'Update City'.
         */
        put: operations["updateCity"];
        post?: never;
        /**
         * Delete a city
         * @description Deleted for good; 409 while a record still uses it.
         *
         *     Needs a staff token whose role has the operation 'Delete City'.
         */
        delete: operations["deleteCity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/confirm-forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the e-mailed code
         * @description A wrong code uses up one of its tries (400). The right one sets the password, can be used only once, and ends every session of the user.
         *
         *     Open: no token needed.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers (paged, sortable, searchable)
         * @description deleted=true lists the customers in the trash instead.
         *
         *     Needs a staff token whose role has one of the operations 'List Customers' or 'List Deleted Customers'.
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description Answers the ETag of its version (its business, approval, verification and cost terms): send it as If-Match with the PUT of its business or its cost.
         *
         *     Needs a staff token whose role has the operation 'View Customer'.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Move a customer to the trash
         * @description A soft delete, undone by restoreCustomer; 409 while the customer is the master customer of a live business.
         *
         *     Needs a staff token whose role has the operation 'Delete Customer'.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of one customer (its History, newest first)
         * @description Needs a staff token whose role has one of the operations 'View Activity' or 'View Customer'.
         */
        get: operations["listCustomerActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Approve a customer or withdraw the approval
         * @description Only an approved customer can sign in to the app, raise tickets and have trolleys delivered; withdrawing the approval ends the customer's sessions at once. Approving may link the customer to a business (`business_id`, optional; without one it cannot raise tickets); a customer approved now is mailed, with the portal's address. 409 when `business_id` would move the master customer of another live business away from it.
         *
         *     Needs a staff token whose role has the operation 'Update Customer'.
         */
        put: operations["setCustomerApproval"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a customer to another business
         * @description 409 while the customer is the master customer of another live business. With If-Match (the ETag of getCustomer), a customer saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Customer'.
         */
        put: operations["updateCustomerBusiness"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the changes to a customer's hold-time cost (paged, sortable)
         * @description Needs a staff token whose role has one of the operations 'List Customers' or 'View Customer'.
         */
        get: operations["listCustomerCostHistory"];
        /**
         * Set a customer's trolley hold-time cost (free days and per-day charge)
         * @description Applies to holds that start afterwards (a hold keeps the figures in force when it started); each change is recorded in the cost history (listCustomerCostHistory). With If-Match (the ETag of getCustomer), a customer saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Customer'.
         */
        put: operations["updateCustomerCost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Permanently delete a customer from the trash
         * @description Erases the customer with their tickets, notifications, sessions, cost history and mail, and leaves a business they were master of without one; 409 unless the customer is in the trash.
         *
         *     Needs a staff token whose role has the operation 'Permanently Delete Customer'.
         */
        delete: operations["permanentlyDeleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Restore a customer from the trash
         * @description 409 when another customer now uses its email.
         *
         *     Needs a staff token whose role has the operation 'Restore Customer'.
         */
        put: operations["restoreCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's monthly statements, newest first
         * @description Every month from its first hold or charge to the current month (TIME_ZONE calendar): closed or open, and the total in dollars.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["listCustomerStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One month's statement of a customer
         * @description Every hold overlapping the month with its days in the month, the days past its free days and their cost (the rates in force at the hold's start); the loss and damage charges of the month; adjustment lines for closed months that changed after closing; the total. A closed month reads as it was closed. A month after the current one: 404.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["getCustomerStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/statements/{month}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Close a month's statement (it never changes afterwards)
         * @description Freezes the statement of an ended month and mails it (the PDF attached) to the customer and its business's master customer, each approved and live. Later changes with `at` in that month land as an adjustment on the next open month. 409: the month has not ended, or is closed already.
         *
         *     Needs a staff token whose role has the operation 'Update Customer'.
         */
        put: operations["closeCustomerStatement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a customer as verified or not verified
         * @description Needs a staff token whose role has the operation 'Update Customer'.
         */
        put: operations["setCustomerVerification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List live customers as choices for a picker (searchable, paged by start)
         * @description Needs a staff token whose role has one of the operations 'List Customers', 'Add Business', 'Update Business', 'View Additional Cost', 'List Trolleys' or 'Update Trolley'.
         */
        get: operations["listCustomerOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/customers/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a customer a message by e-mail
         * @description The message is stored with its sender and its mail queued in the same transaction, sent after the commit.
         *
         *     Needs a staff token whose role has the operation 'Notify Customer'.
         */
        post: operations["notifyCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard counts
         * @description Counts what is not in the trash (tickets: not disabled); open_disputes for a caller with List Disputes, else null.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["getDashboardCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/dashboard/trolleys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard trolley cards
         * @description The plant figures cover the plants the caller works at (the Super Admin: every plant); the customer figures cover the whole fleet.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["getDashboardTrolleys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customers' disputes of their statements (paged)
         * @description Open ones first, then the newest, unless sorted by created_at; filters status and customer_id; search: the customer's or the business's name, the month (YYYY-MM).
         *
         *     Needs a staff token whose role has the operation 'List Disputes'.
         */
        get: operations["listDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One dispute, its statement, and the disputed trolleys' hand-overs
         * @description The dispute, the month's statement as the customer reads it, and each disputed trolley's hand-overs from the month before to the month after (newest first, with their receipts' proof).
         *
         *     Needs a staff token whose role has the operation 'List Disputes'.
         */
        get: operations["getDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/disputes/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Settle a dispute with a credit or a rejection
         * @description A credit (0.01 up to the month's total, 2 decimals) becomes an adjustment of minus the amount on the customer's first open month after the disputed one, its note naming the dispute; the reply (3-1000 characters) is what the customer reads. The customer is mailed. Once: a settled dispute is a 409.
         *
         *     Needs a staff token whose role has the operation 'Resolve Dispute'.
         */
        put: operations["resolveDispute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List FAQs (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List FAQs'.
         */
        get: operations["listFaqs"];
        put?: never;
        /**
         * Create an FAQ
         * @description content is rich text: it is stored sanitised, and its length limits count the sanitised HTML.
         *
         *     Needs a staff token whose role has the operation 'Add FAQ'.
         */
        post: operations["createFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an FAQ
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List FAQs' or 'Update FAQ'.
         */
        get: operations["getFaq"];
        /**
         * Update an FAQ
         * @description content is rich text: it is stored sanitised, and its length limits count the sanitised HTML. With If-Match (the ETag of GET), an FAQ saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update FAQ'.
         */
        put: operations["updateFaq"];
        post?: never;
        /**
         * Delete an FAQ
         * @description Needs a staff token whose role has the operation 'Delete FAQ'.
         */
        delete: operations["deleteFaq"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (a trolley or hand-over photo) and get its url
         * @description The image is re-encoded (orientation applied, metadata removed, longest side 2000 px) and stored with a webp thumbnail; its url goes in trolley_photo_url, image or images.
         *
         *     Needs a staff token whose role has one of the operations 'List Trolleys', 'Add Trolley', 'View Trolley', 'Update Trolley', 'Delete Trolley' or 'Restore Trolley'.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset code by e-mail
         * @description When the address belongs to an account, a one-time code is mailed to it (queued in the outbox). The answer is the same either way, so it does not tell who has an account.
         *
         *     Open: no token needed.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/glass-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List glass types (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List Glass Types'.
         */
        get: operations["listGlassTypes"];
        put?: never;
        /**
         * Create a glass type
         * @description 409 when another glass type already has this name (whatever its case).
         *
         *     Needs a staff token whose role has the operation 'Add Glass Types'.
         */
        post: operations["createGlassType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/glass-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a glass type
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Glass Types' or 'Update Glass Types'.
         */
        get: operations["getGlassType"];
        /**
         * Rename a glass type
         * @description 409 when another glass type already has this name (whatever its case). With If-Match (the ETag of GET), a glass type saved by someone else since answers 412 and nothing changes; the answer's ETag is the new version.
         *
         *     Needs a staff token whose role has the operation 'Update Glass Types'.
         */
        put: operations["updateGlassType"];
        post?: never;
        /**
         * Delete a glass type
         * @description Deleted for good; 409 while a record still uses it.
         *
         *     Needs a staff token whose role has the operation 'Delete Glass Types'.
         */
        delete: operations["deleteGlassType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/glass-types/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all glass types as choices for a picker
         * @description Needs a staff token whose role has one of the operations 'List Glass Types', 'List Tickets', 'View Ticket' or 'Update Ticket'.
         */
        get: operations["listGlassTypeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/handovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hand-overs (paged), newest first
         * @description Filters: customer_id, trolley_id (a hand-over that moved it), kind (delivery | pickup). sort_by `at`.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["listHandovers"];
        put?: never;
        /**
         * Record one hand-over: several trolleys delivered to, or picked up from, one customer
         * @description All or nothing, in one transaction: every trolley moves or none does. A trolley whose status does not fit, that is not at one of the user's plants (delivery), or (pickup) that another customer holds: 409 naming each such trolley's uid. The proof (signature, a url from POST /files; signed_by; location) is optional. The same client_id again within 7 days answers the first result (status and body) and records nothing; with other trolleys, customer or kind: 409.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        post: operations["createHandover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/handovers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one hand-over with its trolleys and proof
         * @description Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["getHandover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the customer app's help text
         * @description There is one help document; its id is the one updateHelp takes. Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Help' or 'Update Help'.
         */
        get: operations["getHelp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/help/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the customer app's help text by its id
         * @description The one help document (getHelp) when the id is its own, else 404. Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Help' or 'Update Help'.
         */
        get: operations["getHelpById"];
        /**
         * Update the customer app's help text
         * @description content is rich text: it is stored sanitised, and its length limits count the sanitised HTML. With If-Match (the ETag of GET /help), help saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Help'.
         */
        put: operations["updateHelp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Answers a staff bearer token with the user and their role; `mfa_enrolment_required` is true when the role requires a second factor the user has not set up (every call but GET /user, GET /operations, /me/... and /logout then answers 403 until one is). A user with a second factor gets `{mfa_required: true, mfa_token, methods}` and no token: the code goes to POST /login/mfa. Failed attempts are counted per account and per address; too many are refused for a while.
         *
         *     Open: no token needed.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in, second step: an authenticator or recovery code
         * @description With the `mfa_token` POST /login answered: a 6-digit authenticator code (one 30-second step either side; each code once) or a recovery code (each once). A wrong code is 401 and uses one of the 5 tries an mfa_token has; it lives 5 minutes. Failures count in the sign-in throttle.
         *
         *     Open: no token needed.
         */
        post: operations["loginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description The browser's answer (startAuthentication's AuthenticationResponseJSON) with the `challenge_id` it was made for. A passkey is both factors: a good answer signs its owner in (the login body). Anything else is 401, the same whether or not the passkey is known, and counts in the sign-in throttle.
         *
         *     Open: no token needed.
         */
        post: operations["loginWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey: the request options
         * @description The options for navigator.credentials.get() (@simplewebauthn's PublicKeyCredentialRequestOptionsJSON, any of the user's discoverable passkeys, user verification required) and a `challenge_id` to answer with. They live 5 minutes and are used once. 429 while this address is refused sign-ins.
         *
         *     Open: no token needed.
         */
        post: operations["startPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the token used for this call only; the user's other sessions stay signed in.
         *
         *     Needs a staff token; any signed-in user.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List outbox messages (paged, sortable, searchable, by status)
         * @description totals counts the messages of each status, whatever the status filter.
         *
         *     Needs a staff token whose role has the operation 'View Mail'.
         */
        get: operations["listMailMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/mail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open one outbox message: its headers, text and HTML
         * @description The bodies as rendered when queued. A message carrying a password-reset code is never shown (withheld: secret); one sent before bodies were kept has none (withheld: not_kept).
         *
         *     Needs a staff token whose role has the operation 'View Mail'.
         */
        get: operations["getMailMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/mail/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed message
         * @description Queues the message again with fresh tries and wakes the sender; answers the message as it is now. 409 unless it had failed.
         *
         *     Needs a staff token whose role has the operation 'Retry Mail'.
         */
        post: operations["retryMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My second factors
         * @description Whether the authenticator app is set up, how many passkeys, how many unused recovery codes. Never a secret.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["getMyMfa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up the authenticator app
         * @description A new secret (base32) and its otpauth:// link for the QR code; not a second factor until confirmed. Needs `password` unless this session signed in within the last 10 minutes (403). 409 when it is already set up, or the server has no MFA_SECRET_KEY.
         *
         *     Needs a staff token; any signed-in user.
         */
        post: operations["startTotpSetup"];
        /**
         * Turn the authenticator app off
         * @description Needs the password (403 when wrong). 409 when the user's role requires a second factor. Its recovery codes go with it, and the user's other sessions end.
         *
         *     Needs a staff token; any signed-in user.
         */
        delete: operations["disableTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/mfa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the authenticator app with a code
         * @description A current code from the app makes it a second factor and answers ten recovery codes, shown this once (only their hashes are kept). The user's other sessions end. A wrong code: 422 on `code`.
         *
         *     Needs a staff token; any signed-in user.
         */
        post: operations["confirmTotpSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My passkeys
         * @description Each passkey by its name, when it was added and last used. Never a key.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["listMyPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description The browser's answer to the latest options (startRegistration's RegistrationResponseJSON) and a name. Checked once: a failed check is 422 on `response` and needs new options; no live options: 409. The user's other sessions end.
         *
         *     Needs a staff token; any signed-in user.
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description Needs `password` unless this session signed in within the last 10 minutes (403). 409 when the user's role requires a second factor and this is the last one. The user's other sessions end.
         *
         *     Needs a staff token; any signed-in user.
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description The creation options for navigator.credentials.create() (@simplewebauthn's PublicKeyCredentialCreationOptionsJSON): a discoverable credential with user verification, for the relying party APP_URL names. Needs `password` unless this session signed in within the last 10 minutes (403). The options live 5 minutes; asking again replaces them.
         *
         *     Needs a staff token; any signed-in user.
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my signed-in sessions
         * @description Each live session of the signed-in user (not ended, used within SESSION_IDLE_MINUTES, younger than SESSION_MAX_HOURS), the most recently used first; `current` marks the one of this call.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        /**
         * End all my other sessions
         * @description Every session of the signed-in user but the one of this call ends.
         *
         *     Needs a staff token; any signed-in user.
         */
        delete: operations["endMyOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of my sessions
         * @description Its token answers 401 from its next call. Ending this call's own session signs out. 404 for a session that is not the caller's or has ended.
         *
         *     Needs a staff token; any signed-in user.
         */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the notification settings (Preferences)
         * @description The address support requests are mailed to. Only the Super Admin may read it, whatever operations another role holds. Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/notification-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the notification settings by their id
         * @description The settings (getNotificationSettings) when the id is theirs, else 404; only the Super Admin may read them. Answers the ETag of their version.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["getNotificationSettingsById"];
        /**
         * Set the notification e-mail address
         * @description Support requests are mailed to this address from then on. Only the Super Admin may change it, whatever operations another role holds. With If-Match (the ETag of GET), settings saved by someone else since answer 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token; any signed-in user.
         */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's operations and the menu they open
         * @description Needs a staff token; any signed-in user.
         */
        get: operations["getMyOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/operations/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every operation, by group
         * @description The catalogue a role is made from (the role form's checkboxes).
         *
         *     Needs a staff token whose role has one of the operations 'List Roles', 'Add Role' or 'Update Role'.
         */
        get: operations["listOperationGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/plant/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all plants as choices for a picker
         * @description Needs a staff token whose role has one of the operations 'List Cities', 'List Users', 'Update User', 'List Trolleys', 'Add Trolley' or 'Update Trolley'.
         */
        get: operations["listPlantOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/plants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plants (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List Cities'.
         */
        get: operations["listPlants"];
        put?: never;
        /**
         * Create a plant
         * @description Needs a staff token whose role has the operation 'Add City'.
         */
        post: operations["createPlant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/plants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a plant
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Cities' or 'Update City'.
         */
        get: operations["getPlant"];
        /**
         * Update a plant
         * @description With If-Match (the ETag of GET), a plant saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update City'.
         */
        put: operations["updatePlant"];
        post?: never;
        /**
         * Delete a plant
         * @description Deleted for good, and taken off the users it was assigned to; 409 while a trolley or a trolley transaction refers to it.
         *
         *     Needs a staff token whose role has the operation 'Delete City'.
         */
        delete: operations["deletePlant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the signed-in user's own names
         * @description Needs a staff token; any signed-in user.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/report/activity/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the matching activity entries as an Excel workbook
         * @description An Excel workbook (activity.xlsx) of every entry matching the filters of GET /activity, newest first.
         *
         *     Needs a staff token whose role has the operation 'View Activity'.
         */
        get: operations["exportActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/report/customers/{id}/statements/{month}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a month's statement as an Excel workbook
         * @description The statement of GET /customers/{id}/statements/{month}: a row per hold, per charge, and the total.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["exportCustomerStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/report/customers/{id}/statements/{month}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A month's statement as PDF
         * @description The statement of GET /customers/{id}/statements/{month} as the closing mail attaches it: the customer and its business, closed (and when) or open, a line per hold, the charges and adjustments, the total; times on TIME_ZONE's clock with the zone named.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["getCustomerStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/report/handovers/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hand-over's receipt as PDF
         * @description Business, customer, kind, the date and time on TIME_ZONE's clock with the zone named, each trolley's uid, name and bars, the signature and the signer (or why nobody signed), the place with a map link when known, the staff member and the hand-over's number.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["getHandoverReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/report/tickets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the matching tickets as an Excel workbook
         * @description An Excel workbook (tickets.xlsx) of every ticket matching the filters; start and limit are ignored.
         *
         *     Needs a staff token whose role has one of the operations 'List Tickets' or 'List Deleted Tickets'.
         */
        get: operations["exportTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/report/trolleys/balance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the balance board as an Excel workbook
         * @description An Excel workbook (trolley-balance.xlsx) of every row of GET /trolleys/balance under the same search and order.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["exportTrolleyBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List Roles'.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description It may not grant operations the caller does not hold. 409 when a role with this name already exists.
         *
         *     Needs a staff token whose role has the operation 'Add Role'.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a role with its operations
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Roles' or 'Update Role'.
         */
        get: operations["getRole"];
        /**
         * Update a role's name and operations
         * @description Its users work under the new operations from their next call. Built-in roles, and roles holding operations the caller lacks, cannot be changed; 409 when the name is taken. With If-Match (the ETag of GET), a role saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Role'.
         */
        put: operations["updateRole"];
        post?: never;
        /**
         * Delete a role
         * @description The role is moved to the trash. Built-in roles cannot be deleted; 409 while any user holds it.
         *
         *     Needs a staff token whose role has the operation 'Delete Role'.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/roles/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of one role (its History, newest first)
         * @description Needs a staff token whose role has one of the operations 'View Activity' or 'Update Role'.
         */
        get: operations["listRoleActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/roles/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all roles as choices for a picker
         * @description Needs a staff token whose role has one of the operations 'List Roles', 'Add User' or 'Update User'.
         */
        get: operations["listRoleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List support requests (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List Support'.
         */
        get: operations["listSupportRequests"];
        put?: never;
        /**
         * Send a support request (the public support form)
         * @description The request is stored and a mail about it queued to the notification address; nothing sent is echoed back. Every post counts towards a per-address limit, invalid ones too.
         *
         *     Open: no token needed.
         */
        post: operations["submitSupportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/support/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a support request
         * @description Needs a staff token whose role has the operation 'Delete Support'.
         */
        delete: operations["deleteSupportRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/ticket-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the ticket settings (who is told about tickets, and how)
         * @description Four lists of user ids: access, emails (mailed about new tickets), production (may view and add comments) and sales (may view comments, mailed about new ones). Answers the ETag of their version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has the operation 'Update Ticket Settings'.
         */
        get: operations["getTicketSettings"];
        /**
         * Replace the ticket settings
         * @description Every list is required and replaces the stored one (an empty list clears it); each may name live users only (422 on that list otherwise). With If-Match (the ETag of GET), settings saved by someone else since answer 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Ticket Settings'.
         */
        put: operations["updateTicketSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List warranty tickets (paged, sortable, searchable)
         * @description disabled=1 lists the disabled tickets (the trash) instead; business=<id> keeps one business's tickets.
         *
         *     Needs a staff token whose role has one of the operations 'List Tickets' or 'List Deleted Tickets'.
         */
        get: operations["listTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ticket with its note and images
         * @description A disabled ticket is answered too: its deleted_at is set.
         *
         *     Needs a staff token whose role has the operation 'View Ticket'.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        /**
         * Disable a ticket (move it to the trash)
         * @description Undone by restoreTicket. A disabled ticket is hidden from the customer app and cannot be notified, commented on or delivered until restored.
         *
         *     Needs a staff token whose role has the operation 'Disable Ticket'.
         */
        delete: operations["disableTicket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of one ticket (its History, newest first)
         * @description Needs a staff token whose role has one of the operations 'View Activity' or 'View Ticket'.
         */
        get: operations["listTicketActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a ticket's staff comments
         * @description Comments are never shown to customers. Answers only when getTicketPermissions gives view_comment (403 otherwise).
         *
         *     Needs a staff token whose role has the operation 'View Ticket'.
         */
        get: operations["listTicketComments"];
        put?: never;
        /**
         * Add a staff comment to a ticket
         * @description Needs add_comment from getTicketPermissions (403 otherwise); mailed to the ticket settings' sales users except its writer. 409 while the ticket is disabled.
         *
         *     Needs a staff token whose role has the operation 'View Ticket'.
         */
        post: operations["createTicketComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/{id}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the notifications sent about a ticket
         * @description Needs a staff token whose role has the operation 'View Ticket'.
         */
        get: operations["listTicketNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Restore a disabled ticket
         * @description Needs a staff token whose role has the operation 'Restore Ticket'.
         */
        put: operations["restoreTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a ticket as Delivered
         * @description Takes an empty body. 409 when the ticket is already Delivered (of two clicks, the second) or is disabled.
         *
         *     Needs a staff token whose role has the operation 'Update Ticket'.
         */
        put: operations["markTicketDelivered"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List one customer's tickets (paged, sortable, searchable)
         * @description Needs a staff token whose role has one of the operations 'List Tickets' or 'View Customer'.
         */
        get: operations["listCustomerTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a notification about a ticket to its customer
         * @description Stored with its sender (the customer app shows it with the ticket) and mailed to the ticket's customer and to the business's master, emails and notifications customers (queued in the same transaction). A Created ticket becomes Notified; 409 while the ticket is disabled.
         *
         *     Needs a staff token whose role has the operation 'Update Ticket'.
         */
        post: operations["sendTicketNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get whether the signed-in user may view and add ticket comments
         * @description Follows the ticket settings: production users may view and add comments, sales users may view them, the Super Admin may do both.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["getTicketPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/tickets/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the newest tickets for the dashboard
         * @description Live tickets, newest first; limit is 5, 10 or 20.
         *
         *     Needs a staff token whose role has one of the operations 'List Tickets' or 'View Ticket'.
         */
        get: operations["listRecentTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trolleys (paged, sortable, searchable)
         * @description The fleet by default; is_deleted=true (or disabled=1) lists the deleted trolleys instead. plant_id and trolley_status filter the list.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["listTrolleys"];
        put?: never;
        /**
         * Add a trolley to the fleet
         * @description trolley_photo_url must be a url from uploadFile; 409 when the UID is taken.
         *
         *     Needs a staff token whose role has the operation 'Add Trolley'.
         */
        post: operations["createTrolley"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trolley
         * @description Live trolleys only: a deleted one answers 404. Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'View Trolley' or 'Update Trolley'.
         */
        get: operations["getTrolley"];
        /**
         * Update a trolley's data
         * @description Its plant can be corrected only while it is at a plant (OnPlant, Maintenance, DeFleet; 409 otherwise): elsewhere only a move changes it. 409 when the UID is taken. With If-Match (the ETag of GET), a trolley saved or moved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["updateTrolley"];
        post?: never;
        /**
         * Move a trolley to the deleted list
         * @description Only a trolley at a plant (OnPlant, Maintenance or DeFleet; 409 otherwise). Its history stays readable; restoreTrolley brings it back.
         *
         *     Needs a staff token whose role has the operation 'Delete Trolley'.
         */
        delete: operations["deleteTrolley"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of one trolley (its History, newest first)
         * @description Needs a staff token whose role has one of the operations 'View Activity' or 'View Trolley'.
         */
        get: operations["listTrolleyActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/damaged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Report a trolley damaged
         * @description The trolley becomes Damaged; a customer's hold ends, and `charge` (dollars, optional) is billed to that customer (422 when no customer holds it). It goes on to maintenance (sendTrolleyToMaintenance) or is written off (defleetTrolley). Writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["reportTrolleyDamaged"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/defleet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Take a trolley out of the fleet for good (DeFleet)
         * @description The body is optional: `reason` (up to 255) is kept as the transaction's note (a damaged trolley written off). A status that does not allow it is refused with 403 (not 409); writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["defleetTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a trolley's delivery to a customer
         * @description To an approved customer only (409 otherwise); the customer's hold, and its hold-time cost, starts. Writes one trolley transaction and one hand-over of this trolley (handover_id), with the proof given (signature, signed_by, location); the same client_id again within 7 days answers the first result and records nothing (another trolley, customer or kind with it: 409).
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["deliverTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/lost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Report a trolley lost
         * @description The trolley becomes Lost wherever it was; a customer's hold ends, and `charge` (dollars, optional) is billed to that customer (422 when no customer holds it). recoverTrolley brings it back onto a plant; defleetTrolley writes it off. Writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["reportTrolleyLost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a trolley to maintenance at its plant
         * @description Writes one trolley transaction; checkInTrolley brings it back on a plant.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["sendTrolleyToMaintenance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/onplant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Check a trolley in at a plant
         * @description A trolley in a transfer lands at its destination only; one picked up from a customer or in maintenance at any of the user's plants. It becomes OnPlant there; writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["checkInTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a trolley's pickup from a customer
         * @description Ends the customer's hold; the trolley is on its way back (Pickup) until it is checked in at a plant. Writes one trolley transaction and one hand-over of this trolley (handover_id), with the proof given; the same client_id again within 7 days answers the first result and records nothing.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["pickUpTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/plantchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Order a trolley's transfer to another plant
         * @description The trolley becomes PlantChange and stays at its plant until it is checked out (checkOutTrolley) or checked in at the destination; writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["transferTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/plantdropoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Check a trolley out of its plant, on the road to the transfer's destination
         * @description PlantChange becomes DropOff; a from_plant_id or to_plant_id given must match the transfer (409 otherwise). Writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["checkOutTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Recover a lost trolley onto a plant
         * @description A Lost trolley that turned up becomes OnPlant at to_plant_id, one of the user's plants. Writes one trolley transaction.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        put: operations["recoverTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Restore a deleted trolley to the fleet
         * @description 409 when a live trolley took its UID meanwhile.
         *
         *     Needs a staff token whose role has the operation 'Restore Trolley'.
         */
        put: operations["restoreTrolley"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a trolley's transactions, its history (paged, sortable, searchable)
         * @description Newest first by default; a deleted trolley's history stays readable.
         *
         *     Needs a staff token whose role has the operation 'View Trolley'.
         */
        get: operations["listTrolleyTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/transactions/{historyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one transaction of a trolley
         * @description Needs a staff token whose role has the operation 'View Trolley'.
         */
        get: operations["getTrolleyTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/{id}/transactions/{historyId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the history header of a trolley transaction: days and hold-time cost
         * @description For a delivery, or the pickup that ended its hold, the hold's days and cost; for any other transaction the days spent in that status and no charge.
         *
         *     Needs a staff token whose role has the operation 'View Trolley'.
         */
        get: operations["getTrolleyHistoryHeader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customers that hold trolleys now, with what they hold and owe (paged), and the fleet totals
         * @description One row per customer holding a trolley now: trolleys held, the oldest hold in days, how many are past their free days, the charge accrued so far (the hold-time cost, open holds counted to now) and open pickup requests. Sortable by each; `search` finds a customer or business by name; the default order is the highest charge first. `totals` counts the whole fleet, whatever the page.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["listTrolleyBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/by-uid/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a live trolley by its UID (a scanned or typed code)
         * @description The UID is matched case-insensitively; a deleted trolley is not found.
         *
         *     Needs a staff token whose role has one of the operations 'List Trolleys', 'View Trolley' or 'Update Trolley'.
         */
        get: operations["getTrolleyByUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's trolley hold-time costs (paged), with the total
         * @description One row per hold (a delivery to the customer until its pickup), newest first, priced with the free days and per-day charge in force when it started; an open hold counts up to now, and total_cost covers every hold, not only the page.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        get: operations["listCustomerTrolleyCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trolleys a customer holds now (paged, sortable, searchable)
         * @description Trolleys delivered to customer_id and not yet picked up; time_duration is the days held.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["listCustomerTrolleys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/delivery-customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customers a trolley can be delivered to, as choices for a picker
         * @description Live, approved customers only; paged by start as the picker scrolls.
         *
         *     Needs a staff token whose role has the operation 'Update Trolley'.
         */
        get: operations["listDeliveryCustomerOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/plants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the plants the signed-in user can move trolleys at
         * @description The user's own plants; every plant for the Super Admin.
         *
         *     Needs a staff token whose role has one of the operations 'List Trolleys' or 'Update Trolley'.
         */
        get: operations["listMyPlants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a customer the list of trolleys it holds past their free days
         * @description Queues one message to the customer and one to its business's master customer (each address once) listing every trolley it holds past its free days, since when, the days over and the charge so far. 404: no such live customer; 409: it holds no trolley past its free days.
         *
         *     Needs a staff token whose role has the operation 'View Additional Cost'.
         */
        post: operations["sendTrolleyReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/statuses/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trolleys on their way to a plant, to be checked in (paged, sortable, searchable)
         * @description Trolleys in a transfer (PlantChange or DropOff) to plant_id, which must be one of the user's plants.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["listCheckinTrolleys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/trolleys/statuses/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trolleys waiting to be checked out of a plant (paged, sortable, searchable)
         * @description Trolleys with a transfer ordered (PlantChange) away from plant_id, which must be one of the user's plants.
         *
         *     Needs a staff token whose role has the operation 'List Trolleys'.
         */
        get: operations["listCheckoutTrolleys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user and their role
         * @description Needs a staff token; any signed-in user.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff users (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List Users'.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a staff user
         * @description The role given may not hold operations the caller lacks. 409 when a user with this e-mail already exists.
         *
         *     Needs a staff token whose role has the operation 'Add User'.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a staff user
         * @description Any signed-in user may read their own record; reading another user's needs one of the users operations (List Users, Update User, Reset Password). Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["getUser"];
        /**
         * Update a staff user's names and role
         * @description The e-mail never changes (an email field is ignored). Refused for a user whose role is not editable or holds operations the caller lacks; 409 when the user was moved to another role meanwhile. With If-Match (the ETag of GET), a user saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.
         *
         *     Needs a staff token whose role has the operation 'Update User'.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a staff user
         * @description The user can no longer sign in, and every session of theirs ends at once. 409 for your own account.
         *
         *     Needs a staff token whose role has the operation 'Delete User'.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the activity of one user (its History, newest first)
         * @description Needs a staff token whose role has one of the operations 'View Activity' or 'Update User'.
         */
        get: operations["listUserActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password for another staff user
         * @description Every session of that user ends at once. 409 for your own account: that goes through changePassword, with the old password.
         *
         *     Needs a staff token whose role has the operation 'Reset Password'.
         */
        put: operations["resetUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End all of a user's sessions
         * @description Every session of the user ends (a lost phone): each token answers 401 from its next call. Refused like Update User for a user whose role is not editable or holds operations the caller lacks.
         *
         *     Needs a staff token whose role has the operation 'Update User'.
         */
        delete: operations["endUserSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/{id}/user-plant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the plants assigned to a user
         * @description Checkout, check-in and transfers are limited to these plants. Any signed-in user may read their own; another user's needs List Users or Update User.
         *
         *     Needs a staff token; any signed-in user.
         */
        get: operations["listUserPlants"];
        put?: never;
        /**
         * Assign a plant to a user
         * @description Answers the new assignment (its id is the entryId to remove it with). 409 when the plant is already assigned to the user.
         *
         *     Needs a staff token whose role has the operation 'Update User'.
         */
        post: operations["assignUserPlant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/{id}/user-plant/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a plant from a user
         * @description entryId is the assignment's id from listUserPlants, not the plant's id.
         *
         *     Needs a staff token whose role has the operation 'Update User'.
         */
        delete: operations["unassignUserPlant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/users/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all staff users as choices for a picker
         * @description Needs a staff token whose role has one of the operations 'List Users', 'Update Ticket Settings' or 'View Activity'.
         */
        get: operations["listUserOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/warranty-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List warranty reasons (paged, sortable, searchable)
         * @description Needs a staff token whose role has the operation 'List Warranty Reasons'.
         */
        get: operations["listWarrantyReasons"];
        put?: never;
        /**
         * Create a warranty reason
         * @description 409 when another warranty reason already has this name (whatever its case).
         *
         *     Needs a staff token whose role has the operation 'Add Warranty Reason'.
         */
        post: operations["createWarrantyReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/warranty-reasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a warranty reason
         * @description Answers the ETag of its version: send it as If-Match with the PUT.
         *
         *     Needs a staff token whose role has one of the operations 'List Warranty Reasons' or 'Update Warranty Reason'.
         */
        get: operations["getWarrantyReason"];
        /**
         * Rename a warranty reason
         * @description 409 when another warranty reason already has this name (whatever its case). With If-Match (the ETag of GET), a warranty reason saved by someone else since answers 412 and nothing changes; the answer's ETag is the new version.
         *
         *     Needs a staff token whose role has the operation 'Update Warranty Reason'.
         */
        put: operations["updateWarrantyReason"];
        post?: never;
        /**
         * Delete a warranty reason
         * @description Deleted for good; 409 while a record still uses it.
         *
         *     Needs a staff token whose role has the operation 'Delete Warranty Reason'.
         */
        delete: operations["deleteWarrantyReason"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/v1.0/warranty-reasons/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all warranty reasons as choices for a picker
         * @description Needs a staff token whose role has one of the operations 'List Warranty Reasons', 'List Tickets', 'View Ticket' or 'Update Ticket'.
         */
        get: operations["listWarrantyReasonOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in customer's password
         * @description Needs the old password (403 when it is wrong). Every other session of the customer ends; the one making the change stays signed in.
         *
         *     Needs a customer's token (customerLogin).
         */
        put: operations["customerChangePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/confirm-forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a customer's new password with the e-mailed code
         * @description A wrong code uses up one of its tries (400). The right one sets the password, can be used only once, and ends every session of the customer.
         *
         *     Open: no token needed.
         */
        post: operations["customerConfirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset code by e-mail for a customer account
         * @description When the address belongs to a customer account, a one-time 4-digit code is mailed to it (queued in the outbox). The answer is the same either way, so it does not tell who has an account. Staff accounts are not reset here.
         *
         *     Open: no token needed.
         */
        post: operations["customerRequestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/glass-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the glass types for the ticket form
         * @description In natural order: numbers in names sort by value (2 before 10).
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListGlassTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/handovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's hand-overs (deliveries and pickups with their proof), newest first (paged)
         * @description The customer's own, and every customer's of the business for its master customer. Filters trolley_id, kind; customer_id within those.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListHandovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/handovers/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hand-over's receipt as PDF
         * @description As the admin API's getHandoverReceipt; another customer's hand-over (one the master customer's business does not hold): 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerGetHandoverReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a customer in and get a customer token
         * @description An account not yet approved answers 403, and only when the password is right.
         *
         *     Open: no token needed.
         */
        post: operations["customerLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: revoke the customer token used
         * @description Needs a customer's token (customerLogin).
         */
        post: operations["customerLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in customer's own account, with their business
         * @description Needs a customer's token (customerLogin).
         */
        get: operations["customerGetMe"];
        /**
         * Change the signed-in customer's names and number
         * @description The register rules apply (names 3-50, number 10-13 digits); the email is not changed here. Answers as customerGetMe.
         *
         *     Needs a customer's token (customerLogin).
         */
        put: operations["customerUpdateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a customer account
         * @description The new account is neither verified nor approved and belongs to no business: it can sign in once staff approve it (setCustomerApproval). An alert is mailed (queued) to the address in the notification settings; 409 when the email is taken.
         *
         *     Open: no token needed.
         */
        post: operations["customerRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's monthly trolley statements, newest first
         * @description Each month from the first hold or charge to this month: closed or open, the total in dollars, when it was confirmed and its latest dispute. A business's master customer gets those of every customer of the business (as its My Trolleys shows the business's trolleys).
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One month's trolley statement, with its confirmation and disputes
         * @description As the admin API's getCustomerStatement, plus confirmed_at and the month's disputes (newest first). For a business's master customer, `customer_id` names any customer of the business (default: its own); another customer: 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerGetStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/statements/{month}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a closed month: its statement is right
         * @description Once: a confirmed month, an open month or one with an open dispute is a 409. For a business's master customer, `customer_id` names any customer of the business (default: its own); another customer: 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        post: operations["customerConfirmStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/statements/{month}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispute lines of a closed month
         * @description Each line names a trolley on the month's statement (its holds, or its loss and damage charges; else 422) and the reason (3-500 characters); the note is optional (up to 1,000). A closed month only, not a confirmed one, one open dispute per month (409). Staff in the Trolley alerts group of Ticket Settings are mailed. With an Idempotency-Key, the same key again answers the dispute it raised. For a business's master customer, `customer_id` names any customer of the business (default: its own); another customer: 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        post: operations["customerRaiseDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/statements/{month}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one month's trolley statement as an Excel workbook
         * @description As the admin API's exportCustomerStatement. For a business's master customer, `customer_id` names any customer of the business (default: its own); another customer: 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerExportStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/statements/{month}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one month's trolley statement as a PDF
         * @description The PDF the closing mail attaches. For a business's master customer, `customer_id` names any customer of the business (default: its own); another customer: 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerGetStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tickets this customer can see (paged, sortable, searchable)
         * @description Their own tickets, and all their business's when they are its master customer or its ticket settings give them access; disabled tickets are left out.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListTickets"];
        put?: never;
        /**
         * Raise a warranty ticket, with photos of the defect and the label
         * @description The customer must be approved and belong to a business (409 otherwise); the new ticket is mailed to the customer, to the business's master and emails customers and to the staff on the ticket settings' emails list. A photo the server refuses is a 422 whose loc names its field and its place there (['body', 'defect_images', 1]: the second Defect photo); a photo over 10 MB, or a form over 10 such photos, is a 413 with a detail. With an Idempotency-Key, a repeated submit of the same draft answers the first ticket again (201).
         *
         *     Needs a customer's token (customerLogin).
         */
        post: operations["customerCreateTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the customer's visible tickets, with its notifications
         * @description A ticket this customer cannot see, or one staff disabled, answers 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerGetTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/tickets/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the history of one of the customer's visible tickets (newest first, paged)
         * @description Who changed the ticket and when, before and after; staff comments are not shown. A ticket this customer cannot see answers 404.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListTicketActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/trolleys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trolleys the customer holds now, with the cost so far (paged)
         * @description Trolleys in Delivery to this customer, or to any customer of the business for its master customer; oldest hold first. The figures follow the hold-time cost of the admin API's listTrolleyCosts, the open hold counted up to now; pickup_requested_at is the open "ready for pickup" request, else null.
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListTrolleys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/trolleys/{id}/pickup-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say a trolley the customer holds is ready for pickup
         * @description Once per hold: again while the request is open is a 409. A trolley the customer does not hold is a 404. Staff see the request on the trolley; recording the pickup closes it.
         *
         *     Needs a customer's token (customerLogin).
         */
        post: operations["customerRequestPickup"];
        /**
         * Withdraw the pickup request of a trolley the customer holds
         * @description A trolley the customer does not hold, or one with no open request, is a 404. The pickup can be requested again afterwards.
         *
         *     Needs a customer's token (customerLogin).
         */
        delete: operations["customerWithdrawPickupRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/v1.0/warranty-reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the warranty reasons for the ticket form
         * @description In natural order: numbers in names sort by value (2 before 10).
         *
         *     Needs a customer's token (customerLogin).
         */
        get: operations["customerListWarrantyReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an uploaded image
         * @description Outside the API and without a token, so an <img> can load it: the name, from the upload, is unguessable.
         *
         *     Open: no token needed.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{name}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an uploaded image's thumbnail
         * @description Outside the API and without a token, so an <img> can load it: the name, from the upload, is unguessable.
         *
         *     Open: no token needed.
         */
        get: operations["getFileThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActivityChange: {
            after: string | null;
            before: string | null;
            field: string;
        };
        ActivityEntry: {
            /** @enum {string} */
            action: "created" | "updated" | "deleted" | "restored" | "purged" | "approved" | "unapproved" | "verified" | "unverified" | "notified" | "commented" | "delivered" | "moved" | "signed_in" | "sign_in_failed" | "password_changed" | "password_reset" | "confirmed" | "disputed" | "credited" | "rejected" | "session_ended" | "sessions_ended" | "factor_added" | "factor_removed";
            actor: {
                id: number | null;
                name: string;
                /** @enum {string} */
                type: "user" | "customer" | "system";
            };
            at: string;
            changes: components["schemas"]["ActivityChange"][];
            entity: {
                id: number | null;
                label: string;
                /** @enum {string} */
                type: "ticket" | "customer" | "business" | "trolley" | "user" | "role" | "city" | "plant" | "faq" | "help" | "warranty_reason" | "glass_type" | "support" | "ticket_settings" | "notification_settings" | "activity";
            };
            id: number;
            request_id: string | null;
        };
        ActivityList: {
            count: number;
            list: components["schemas"]["ActivityEntry"][];
        };
        AuthenticationResponseInput: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: string;
            rawId: string;
            response: {
                authenticatorData: string;
                clientDataJSON: string;
                signature: string;
                userHandle?: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        };
        Business: {
            account_id: string | null;
            address: string;
            contact: string;
            created_at: string;
            customer_id: number | null;
            customer_name: string | null;
            deleted_at: string | null;
            email: string | null;
            id: number;
            name: string;
            ticket_count: number;
        };
        BusinessList: {
            count: number;
            list: components["schemas"]["Business"][];
        };
        BusinessOption: {
            id: number;
            name: string;
        };
        BusinessOptions: components["schemas"]["BusinessOption"][];
        BusinessSaveInput: {
            account_id?: string | null;
            address: string;
            contact: string;
            customer_id: number;
            name: string;
        };
        BusinessTicketSettingsInput: {
            access: number[];
            emails: number[];
            notifications: number[];
        };
        BusinessTicketSettingsResponse: {
            access: number[];
            emails: number[];
            notifications: number[];
        };
        ChangePasswordInput: {
            new_password: string;
            old_password: string;
        };
        City: {
            id: number;
            name: string;
        };
        CityCreateInput: {
            name: string;
        };
        CityList: {
            count: number;
            list: components["schemas"]["City"][];
        };
        CityUpdateInput: {
            name: string;
        };
        ConfirmForgotPasswordInput: {
            /** Format: email */
            email: string;
            otp: string;
            password: string;
        };
        CostHistory: {
            created_at: string;
            max_day_allowed: number;
            per_day_charge: number;
        };
        CostHistoryList: {
            count: number;
            list: components["schemas"]["CostHistory"][];
        };
        Customer: {
            business: components["schemas"]["CustomerBusiness"] | null;
            business_id: number | null;
            business_name: string | null;
            created_at: string;
            deleted_at: string | null;
            email: string;
            first_name: string;
            id: number;
            image: string | null;
            is_approved: boolean;
            is_verified: boolean;
            last_name: string;
            max_day_allowed: number;
            number: string;
            per_day_charge: number;
            ticket_count: number;
        };
        CustomerApprovalInput: {
            business_id?: number | null;
            is_approved: boolean;
        };
        CustomerBusiness: {
            created_at: string;
            email: string | null;
            id: number;
            name: string;
        };
        CustomerBusinessUpdateInput: {
            business_id: number;
        };
        CustomerCostInput: {
            max_day_allowed: number;
            per_day_charge: number;
        };
        CustomerDispute: {
            amount: number | null;
            created_at: string;
            credit_month: string | null;
            id: number;
            lines: components["schemas"]["DisputeLine"][];
            month: string;
            note: string | null;
            reply: string | null;
            resolved_at: string | null;
            /** @enum {string} */
            status: "open" | "credited" | "rejected";
        };
        CustomerList: {
            count: number;
            list: components["schemas"]["Customer"][];
        };
        CustomerLoginInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        CustomerLoginResponse: {
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            token: string;
        };
        CustomerMe: {
            business: {
                id: number;
                name: string;
            } | null;
            business_id: number | null;
            business_name: string | null;
            created_at: string;
            email: string;
            first_name: string;
            id: number;
            image: string | null;
            is_approved: boolean;
            is_verified: boolean;
            last_name: string;
            max_day_allowed: number;
            number: string;
            per_day_charge: number;
            sees_business_tickets: boolean;
            ticket_count: number;
        };
        CustomerMeUpdateInput: {
            first_name: string;
            last_name: string;
            number: string;
        };
        CustomerNotificationInput: {
            id: number;
            message: string;
        };
        CustomerOption: {
            business_id: number | null;
            email: string;
            first_name: string;
            id: number;
            last_name: string;
        };
        CustomerOptions: components["schemas"]["CustomerOption"][];
        CustomerRegisterInput: {
            /** Format: email */
            email: string;
            first_name: string;
            last_name: string;
            number: string;
            password: string;
        };
        CustomerRegisterResponse: {
            id: number;
        };
        CustomerStatement: {
            charges: components["schemas"]["StatementCharge"][];
            closed: boolean;
            confirmed_at: string | null;
            customer: {
                first_name: string;
                id: number;
                last_name: string;
            };
            disputes: components["schemas"]["CustomerDispute"][];
            lines: components["schemas"]["StatementLine"][];
            month: string;
            total: number;
        };
        CustomerStatementList: components["schemas"]["CustomerStatementSummary"][];
        CustomerStatementSummary: {
            closed: boolean;
            confirmed_at: string | null;
            customer: {
                first_name: string;
                id: number;
                last_name: string;
            };
            dispute: {
                id: number;
                /** @enum {string} */
                status: "open" | "credited" | "rejected";
            } | null;
            month: string;
            total: number;
        };
        CustomerTicket: {
            business_id: number;
            business_name: string;
            created_at: string;
            customer_id: number;
            customer_po_no: string | null;
            expected_date: string | null;
            glass_order_no: string;
            glass_size: string;
            glass_type: string;
            id: number;
            images: components["schemas"]["TicketImage"][];
            marks: string | null;
            name: string;
            note: string | null;
            notifications: components["schemas"]["TicketMessages"];
            panel_status: string | null;
            received_date: string;
            status: components["schemas"]["TicketStatus"];
            ticket_id: string;
            warranty_reason: string;
        };
        CustomerTicketCreated: {
            id: number;
            status: components["schemas"]["TicketStatus"];
            ticket_id: string;
        };
        CustomerTicketCreateInput: {
            customer_po_no?: string | null;
            expected_date?: string | null;
            glass_order_no: string;
            glass_size: string;
            glass_type_id: number;
            marks?: string | null;
            note?: string | null;
            panel_status?: string | null;
            received_date: string;
            warranty_reason_id: number;
        };
        CustomerTicketList: {
            count: number;
            list: components["schemas"]["CustomerTicketRow"][];
        };
        CustomerTicketRow: {
            business_id: number;
            business_name: string;
            created_at: string;
            customer_id: number;
            customer_po_no: string | null;
            expected_date: string | null;
            glass_order_no: string;
            glass_size: string;
            glass_type: string;
            id: number;
            last_notification_at: string | null;
            marks: string | null;
            name: string;
            panel_status: string | null;
            received_date: string;
            status: components["schemas"]["TicketStatus"];
            ticket_id: string;
            warranty_reason: string;
        };
        CustomerTrolley: {
            after_free_day_charge: number;
            charge_free_days: number;
            chargeable_days: number;
            cost: number;
            customer: components["schemas"]["TrolleyPersonRef"];
            handover_id: number | null;
            id: number;
            name: string;
            pickup_requested_at: string | null;
            since: string;
            time_duration: number;
            uid: string;
        };
        CustomerTrolleyList: {
            count: number;
            list: components["schemas"]["CustomerTrolley"][];
        };
        CustomerVerificationInput: {
            is_verified: boolean;
        };
        DashboardCounts: {
            businesses: number;
            customers: number;
            open_disputes: number | null;
            tickets: number;
        };
        DashboardOverdueCustomer: {
            business_name: string | null;
            customer_id: number;
            customer_name: string;
            days_over: number;
            trolleys: number;
        };
        DashboardTrolleys: {
            all_plants: boolean;
            at_customers: number;
            at_plants: number;
            in_transit: number;
            overdue: components["schemas"]["DashboardOverdueCustomer"][];
            overdue_customers: number;
            past_free_days: number;
            plant_count: number;
        };
        Dispute: {
            amount: number | null;
            business: {
                id: number;
                name: string;
            } | null;
            created_at: string;
            credit_month: string | null;
            customer: {
                first_name: string;
                id: number;
                last_name: string;
            };
            id: number;
            lines: components["schemas"]["DisputeLine"][];
            month: string;
            note: string | null;
            reply: string | null;
            resolved_at: string | null;
            resolved_by: {
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            /** @enum {string} */
            status: "open" | "credited" | "rejected";
        };
        DisputeCreateInput: {
            lines: {
                reason: string;
                trolley_id: number;
            }[];
            note?: string | null;
        };
        DisputeDetail: {
            amount: number | null;
            business: {
                id: number;
                name: string;
            } | null;
            created_at: string;
            credit_month: string | null;
            customer: {
                first_name: string;
                id: number;
                last_name: string;
            };
            handovers: components["schemas"]["Handover"][];
            id: number;
            lines: components["schemas"]["DisputeLine"][];
            month: string;
            note: string | null;
            reply: string | null;
            resolved_at: string | null;
            resolved_by: {
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            statement: components["schemas"]["Statement"];
            /** @enum {string} */
            status: "open" | "credited" | "rejected";
        };
        DisputeLine: {
            reason: string;
            trolley_id: number;
            uid: string;
        };
        DisputeList: {
            count: number;
            list: components["schemas"]["Dispute"][];
        };
        DisputeResolveInput: {
            amount?: number | null;
            /** @enum {string} */
            outcome: "credit" | "reject";
            reply: string;
        };
        Error: {
            detail: string;
        };
        Faq: {
            content: string;
            id: number;
            title: string;
        };
        FaqList: {
            count: number;
            list: components["schemas"]["Faq"][];
        };
        FaqWriteInput: {
            content: string;
            title: string;
        };
        FileUploadResponse: {
            name: string;
            thumbnail_url: string;
            url: string;
        };
        ForgotPasswordInput: {
            /** Format: email */
            email: string;
        };
        GlassType: {
            id: number;
            name: string;
        };
        GlassTypeList: {
            count: number;
            list: components["schemas"]["GlassType"][];
        };
        GlassTypeOptions: components["schemas"]["GlassType"][];
        GlassTypeWriteInput: {
            name: string;
        };
        Handover: {
            at: string;
            customer: {
                business: {
                    id: number;
                    name: string;
                } | null;
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            id: number;
            images: string[];
            /** @enum {string} */
            kind: "delivery" | "pickup";
            location: components["schemas"]["HandoverLocation"] | null;
            note: string | null;
            recorded_at: string;
            recorded_by: {
                first_name: string;
                id: number;
                last_name: string;
            } | null;
            signature_url: string | null;
            signed_by: string | null;
            trolleys: {
                id: number;
                name: string;
                no_of_bars: number;
                transaction_id: number;
                uid: string;
            }[];
            unsigned_reason: string | null;
        };
        HandoverCreateInput: {
            /** Format: date-time */
            at?: string | null;
            /** Format: uuid */
            client_id?: string | null;
            customer_id?: number | null;
            images?: string[] | null;
            /** @enum {string} */
            kind: "delivery" | "pickup";
            location?: components["schemas"]["HandoverLocationInput"] | null;
            note?: string | null;
            signature?: string | null;
            signed_by?: string | null;
            trolleys: {
                id: number;
                no_of_bars?: number;
            }[];
            unsigned_reason?: string | null;
        };
        HandoverList: {
            count: number;
            list: components["schemas"]["Handover"][];
        };
        HandoverLocation: {
            accuracy: number;
            lat: number;
            lng: number;
        };
        HandoverLocationInput: {
            accuracy: number;
            lat: number;
            lng: number;
        };
        Help: {
            content: string;
            id: number;
        };
        HelpUpdateInput: {
            content: string;
        };
        LoginInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        LoginResponse: {
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            mfa_enrolment_required: boolean;
            role: components["schemas"]["RoleRef"];
            token: string;
        };
        LoginStep: components["schemas"]["LoginResponse"] | components["schemas"]["MfaChallenge"];
        MailAttachment: {
            content_type: string;
            filename: string;
        };
        MailList: {
            count: number;
            list: components["schemas"]["OutboxMessage"][];
            totals: {
                failed: number;
                queued: number;
                sent: number;
            };
        };
        /** @enum {string} */
        MailStatus: "queued" | "sent" | "failed";
        /** @enum {string} */
        MailStatusInput: "queued" | "sent" | "failed";
        Message: {
            message: string;
        };
        MfaChallenge: {
            methods: ("totp" | "recovery_code" | "passkey")[];
            /** @enum {boolean} */
            mfa_required: true;
            mfa_token: string;
        };
        MfaLoginInput: {
            code: string;
            mfa_token: string;
        };
        MfaStatus: {
            passkeys: number;
            recovery_codes_left: number;
            totp: boolean;
        };
        NamedOption: {
            id: number;
            name: string;
        };
        NamedOptions: components["schemas"]["NamedOption"][];
        NotificationSettings: {
            email: string | null;
            id: number;
        };
        NotificationSettingsUpdateInput: {
            /** Format: email */
            email: string;
        };
        OperationGroup: {
            id: number;
            name: string;
            operations: {
                id: number;
                name: string;
            }[];
        };
        OperationGroups: components["schemas"]["OperationGroup"][];
        OperationsResponse: {
            menu: string[];
            operations: string[];
        };
        OutboxMessage: {
            attempts: number;
            created_at: string;
            id: number;
            /** @enum {string} */
            kind: "password_reset" | "customer_password_reset" | "registration_alert" | "support_alert" | "ticket_new" | "ticket_notification" | "ticket_comment" | "customer_notification" | "customer_approved" | "customer_linked" | "trolley_overdue" | "trolley_digest" | "handover_receipt" | "statement_closed" | "dispute_raised" | "dispute_settled";
            last_error: string | null;
            next_attempt_at: string | null;
            recipient: string;
            sent_at: string | null;
            status: components["schemas"]["MailStatus"];
            subject: string;
        };
        OutboxMessageDetail: {
            attachments: components["schemas"]["MailAttachment"][];
            attempts: number;
            created_at: string;
            html_body: string | null;
            id: number;
            /** @enum {string} */
            kind: "password_reset" | "customer_password_reset" | "registration_alert" | "support_alert" | "ticket_new" | "ticket_notification" | "ticket_comment" | "customer_notification" | "customer_approved" | "customer_linked" | "trolley_overdue" | "trolley_digest" | "handover_receipt" | "statement_closed" | "dispute_raised" | "dispute_settled";
            last_error: string | null;
            next_attempt_at: string | null;
            recipient: string;
            sent_at: string | null;
            status: components["schemas"]["MailStatus"];
            subject: string;
            text_body: string | null;
            /** @enum {string|null} */
            withheld: "secret" | "not_kept" | null;
        };
        Passkey: {
            created_at: string;
            id: number;
            last_used_at: string | null;
            name: string;
        };
        PasskeyAdded: {
            created_at: string;
            id: number;
            name: string;
        };
        PasskeyCreationOptions: {
            challenge: string;
            pubKeyCredParams: {
                alg: number;
                type: string;
            }[];
            rp: {
                id?: string;
                name: string;
            };
            user: {
                displayName: string;
                id: string;
                name: string;
            };
        } & {
            [key: string]: unknown;
        };
        PasskeyList: components["schemas"]["Passkey"][];
        PasskeyLoginInput: {
            challenge_id: string;
            response: components["schemas"]["AuthenticationResponseInput"];
        };
        PasskeyLoginOptions: {
            challenge: string;
            challenge_id: string;
            rpId?: string;
            timeout?: number;
            userVerification?: string;
        } & {
            [key: string]: unknown;
        };
        PasskeyOptionsRequestInput: {
            password?: string;
        };
        PasskeyRegisterInput: {
            name: string;
            response: components["schemas"]["RegistrationResponseInput"];
        };
        PickupRequest: {
            pickup_requested_at: string;
        };
        Plant: {
            address: string | null;
            city: {
                id: number;
                name: string;
            } | null;
            contact: string | null;
            id: number;
            name: string;
        };
        PlantCreateInput: {
            address?: string | null;
            city_id?: (number | null) | "";
            contact: string;
            name: string;
        };
        PlantList: {
            count: number;
            list: components["schemas"]["Plant"][];
        };
        PlantOption: {
            id: number;
            name: string;
        };
        PlantOptions: components["schemas"]["PlantOption"][];
        PlantUpdateInput: {
            address?: string | null;
            city_id?: (number | null) | "";
            contact: string;
            name: string;
        };
        Profile: {
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            role: components["schemas"]["RoleRef"];
        };
        ProfileUpdateInput: {
            first_name: string;
            last_name: string;
        };
        RecentTickets: {
            count: number;
            list: components["schemas"]["TicketRow"][];
        };
        RecoveryCodes: {
            recovery_codes: string[];
        };
        RegistrationResponseInput: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: string;
            rawId: string;
            response: {
                attestationObject: string;
                clientDataJSON: string;
                transports?: string[];
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        };
        ResetPasswordInput: {
            new_password: string;
        };
        RoleDetail: {
            editable: boolean;
            id: number;
            mfa_required: boolean;
            name: string;
            operations: number[];
        };
        RoleList: {
            count: number;
            list: components["schemas"]["RoleListItem"][];
        };
        RoleListItem: {
            created_at: string;
            editable: boolean;
            id: number;
            name: string;
        };
        RoleOptions: components["schemas"]["RoleRef"][];
        RoleRef: {
            editable: boolean;
            id: number;
            name: string;
        };
        RoleSaveInput: {
            /** @default false */
            mfa_required: boolean;
            name: string;
            operations: number[];
        };
        StaffSession: {
            created_at: string;
            current: boolean;
            id: number;
            ip: string | null;
            last_used_at: string;
            user_agent: string | null;
        };
        StaffSessionList: components["schemas"]["StaffSession"][];
        Stale: {
            detail: string;
            saved_at: string | null;
            saved_by: string | null;
            version: number;
        };
        Statement: {
            charges: components["schemas"]["StatementCharge"][];
            closed: boolean;
            lines: components["schemas"]["StatementLine"][];
            month: string;
            total: number;
        };
        StatementCharge: {
            amount: number;
            /** @enum {string} */
            kind: "lost" | "damaged" | "adjustment";
            note: string | null;
            trolley_id: number | null;
            uid: string | null;
        };
        StatementConfirmed: {
            confirmed_at: string;
        };
        StatementLine: {
            after_free_day_charge: number;
            chargeable_days: number;
            cost: number;
            days_in_month: number;
            delivery_handover_id: number | null;
            from: string;
            name: string;
            pickup_handover_id: number | null;
            to: string | null;
            trolley_id: number;
            uid: string;
        };
        StatementList: components["schemas"]["StatementSummary"][];
        StatementMonthInput: string;
        StatementSummary: {
            closed: boolean;
            month: string;
            total: number;
        };
        SupportList: {
            count: number;
            list: components["schemas"]["SupportRequest"][];
        };
        SupportRequest: {
            created_at: string;
            description: string;
            email: string;
            id: number;
            name: string;
        };
        SupportRequestCreateInput: {
            description: string;
            /** Format: email */
            email: string;
            name: string;
        };
        Ticket: {
            business_id: number;
            business_name: string;
            created_at: string;
            customer_id: number;
            customer_po_no: string | null;
            deleted_at: string | null;
            expected_date: string | null;
            glass_order_no: string;
            glass_size: string;
            glass_type: string;
            id: number;
            images: components["schemas"]["TicketImage"][];
            marks: string | null;
            name: string;
            note: string | null;
            panel_status: string | null;
            received_date: string;
            status: components["schemas"]["TicketStatus"];
            ticket_id: string;
            warranty_reason: string;
        };
        TicketCommentCreateInput: {
            message: string;
        };
        TicketImage: {
            thumbnail_url: string;
            /** @enum {string} */
            type: "Defect" | "Label";
            url: string;
        };
        TicketList: {
            count: number;
            list: components["schemas"]["TicketRow"][];
        };
        TicketMessage: {
            created_at: string;
            message: string;
            sender: string;
        };
        TicketMessages: components["schemas"]["TicketMessage"][];
        TicketNotificationCreateInput: {
            id: number;
            message: string;
        };
        TicketPermissions: {
            add_comment: boolean;
            view_comment: boolean;
        };
        TicketRow: {
            business_id: number;
            business_name: string;
            created_at: string;
            customer_id: number;
            customer_po_no: string | null;
            deleted_at: string | null;
            expected_date: string | null;
            glass_order_no: string;
            glass_size: string;
            glass_type: string;
            id: number;
            marks: string | null;
            name: string;
            panel_status: string | null;
            received_date: string;
            status: components["schemas"]["TicketStatus"];
            ticket_id: string;
            warranty_reason: string;
        };
        TicketSettingsInput: {
            access: number[];
            emails: number[];
            production: number[];
            sales: number[];
            trolley_alerts?: number[];
        };
        TicketSettingsResponse: {
            access: number[];
            emails: number[];
            production: number[];
            sales: number[];
            trolley_alerts: number[];
        };
        /** @enum {string} */
        TicketStatus: "Created" | "Notified" | "Delivered";
        TotpConfirmInput: {
            code: string;
        };
        TotpDisableInput: {
            password: string;
        };
        TotpSetup: {
            otpauth_url: string;
            secret: string;
        };
        Trolley: {
            created_at: string;
            customer: components["schemas"]["TrolleyPersonRef"] | null;
            deleted_at: string | null;
            expiry_date: string | null;
            from_plant: number | null;
            from_plant_name: string | null;
            handover_id: number | null;
            id: number;
            is_certified: boolean;
            name: string;
            pickup_requested_at: string | null;
            plant: components["schemas"]["TrolleyPlantRef"] | null;
            serial_number: string | null;
            status_at: string;
            time_duration: number;
            to_plant: number | null;
            to_plant_name: string | null;
            trolley_photo_url: string | null;
            trolley_status: components["schemas"]["TrolleyStatus"];
            uid: string;
            updated_at: string;
        };
        TrolleyBalanceList: {
            count: number;
            list: components["schemas"]["TrolleyBalanceRow"][];
            totals: components["schemas"]["TrolleyFleetTotals"];
        };
        TrolleyBalanceRow: {
            accrued_cost: number;
            business_id: number | null;
            business_name: string | null;
            customer_id: number;
            customer_name: string;
            held: number;
            oldest_days: number;
            over_free_days: number;
            pickup_requests: number;
        };
        TrolleyCheckinInput: {
            /** Format: date-time */
            at?: string | null;
            from_plant_id?: number | null;
            image?: (string | null) | "";
            images?: string[] | null;
            name?: string | null;
            no_of_bars?: number;
            note?: string | null;
            to_plant_id: number;
        };
        TrolleyCheckoutInput: {
            /** Format: date-time */
            at?: string | null;
            from_plant_id?: number | null;
            image?: (string | null) | "";
            images?: string[] | null;
            name?: string | null;
            no_of_bars?: number;
            note?: string | null;
            to_plant_id?: number | null;
        };
        TrolleyCost: {
            after_free_day_charge: number;
            charge_free_days: number;
            chargeable_days: number;
            cost: number;
            created_at: string;
            ended_at: string | null;
            id: number;
            time_duration: number;
            trolley: {
                id: number;
                name: string;
                uid: string;
            };
        };
        TrolleyCostList: {
            charges_total: number;
            count: number;
            list: components["schemas"]["TrolleyCost"][];
            owed_total: number;
            total_cost: number;
        };
        TrolleyDefleetInput: {
            reason?: string | null;
        } | null;
        TrolleyDeliveryInput: {
            /** Format: date-time */
            at?: string | null;
            /** Format: uuid */
            client_id?: string | null;
            customer_id: number;
            images?: string[] | null;
            location?: components["schemas"]["HandoverLocationInput"] | null;
            no_of_bars?: number;
            note?: string | null;
            signature?: string | null;
            signed_by?: string | null;
            unsigned_reason?: string | null;
        };
        TrolleyFleetTotals: {
            at_customers: number;
            at_plants: number;
            damaged: number;
            in_transit: number;
            lost: number;
            maintenance: number;
            over_free_days: number;
        };
        TrolleyHandedOver: {
            created_at: string;
            customer: components["schemas"]["TrolleyPersonRef"] | null;
            deleted_at: string | null;
            expiry_date: string | null;
            from_plant: number | null;
            from_plant_name: string | null;
            handover_id: number;
            id: number;
            is_certified: boolean;
            name: string;
            pickup_requested_at: string | null;
            plant: components["schemas"]["TrolleyPlantRef"] | null;
            serial_number: string | null;
            status_at: string;
            time_duration: number;
            to_plant: number | null;
            to_plant_name: string | null;
            trolley_photo_url: string | null;
            trolley_status: components["schemas"]["TrolleyStatus"];
            uid: string;
            updated_at: string;
        };
        TrolleyHistoryHeader: {
            after_free_day_charge: number;
            charge_free_days: number;
            chargeable_days: number;
            cost: number;
            time_duration: number;
            uid: string;
        };
        TrolleyIncidentInput: {
            /** Format: date-time */
            at?: string | null;
            charge?: number | null;
            images?: string[] | null;
            note?: string | null;
        };
        TrolleyList: {
            count: number;
            list: components["schemas"]["Trolley"][];
        };
        TrolleyMaintenanceInput: {
            /** Format: date-time */
            at?: string | null;
            images?: string[] | null;
            note?: string | null;
        };
        TrolleyPersonRef: {
            first_name: string;
            id: number;
            last_name: string;
        };
        TrolleyPhoto: {
            name: string;
            url: string;
        };
        TrolleyPickupInput: {
            /** Format: date-time */
            at?: string | null;
            /** Format: uuid */
            client_id?: string | null;
            images?: string[] | null;
            location?: components["schemas"]["HandoverLocationInput"] | null;
            no_of_bars?: number;
            note?: string | null;
            signature?: string | null;
            signed_by?: string | null;
            unsigned_reason?: string | null;
        };
        TrolleyPlantRef: {
            id: number;
            name: string;
        };
        TrolleyRecoverInput: {
            /** Format: date-time */
            at?: string | null;
            images?: string[] | null;
            note?: string | null;
            to_plant_id: number;
        };
        TrolleyReminderInput: {
            customer_id: number;
        };
        TrolleyReminderResult: {
            recipients: string[];
            trolleys: number;
        };
        TrolleySaveInput: {
            /** Format: date */
            expiry_date?: string | null;
            /** @default false */
            is_certified: boolean;
            name: string;
            plant_id: number;
            serial_number?: string | null;
            trolley_photo_url?: (string | null) | "";
            uid: string;
        };
        /** @enum {string} */
        TrolleyStatus: "OnPlant" | "Maintenance" | "DropOff" | "Delivery" | "Pickup" | "DeFleet" | "PlantChange" | "Lost" | "Damaged";
        /** @enum {string} */
        TrolleyStatusInput: "OnPlant" | "Maintenance" | "DropOff" | "Delivery" | "Pickup" | "DeFleet" | "PlantChange" | "Lost" | "Damaged";
        TrolleyTransaction: {
            created_at: string;
            customer: components["schemas"]["TrolleyPersonRef"] | null;
            from_plant: components["schemas"]["TrolleyPlantRef"] | null;
            handover_id: number | null;
            id: number;
            name: string | null;
            no_of_bars: number;
            note: string | null;
            photos: components["schemas"]["TrolleyPhoto"][];
            recorded_at: string;
            time_duration: number;
            to_plant: components["schemas"]["TrolleyPlantRef"] | null;
            trolley_id: number;
            trolley_status: components["schemas"]["TrolleyStatus"];
            user: components["schemas"]["TrolleyPersonRef"] | null;
        };
        TrolleyTransactionList: {
            count: number;
            list: components["schemas"]["TrolleyTransaction"][];
        };
        TrolleyTransferInput: {
            /** Format: date-time */
            at?: string | null;
            from_plant_id?: number | null;
            image?: (string | null) | "";
            images?: string[] | null;
            name: string;
            no_of_bars?: number;
            note?: string | null;
            to_plant_id: number;
        };
        User: {
            created_at: string;
            email: string;
            first_name: string;
            id: number;
            last_name: string;
            role: components["schemas"]["RoleRef"];
        };
        UserCreateInput: {
            /** Format: email */
            email: string;
            first_name: string;
            last_name: string;
            password: string;
            role: number;
        };
        UserList: {
            count: number;
            list: components["schemas"]["User"][];
        };
        UserOption: {
            email: string;
            first_name: string;
            id: number;
            last_name: string;
        };
        UserOptions: components["schemas"]["UserOption"][];
        UserPlant: {
            id: number;
            plant: {
                id: number;
                name: string;
            };
        };
        UserPlantCreateInput: {
            plant_id: number;
        };
        UserPlants: components["schemas"]["UserPlant"][];
        UserUpdateInput: {
            first_name: string;
            last_name: string;
            role_id: number;
        };
        ValidationError: {
            detail: components["schemas"]["ValidationIssue"][];
        };
        ValidationIssue: {
            loc: (string | number)[];
            msg: string;
            type: string;
        };
        WarrantyReason: {
            id: number;
            name: string;
        };
        WarrantyReasonList: {
            count: number;
            list: components["schemas"]["WarrantyReason"][];
        };
        WarrantyReasonOptions: components["schemas"]["WarrantyReason"][];
        WarrantyReasonWriteInput: {
            name: string;
        };
    };
    responses: {
        /** @description The request could not be read: malformed JSON or multipart, or a number out of range. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Refused by a rule about the current state (a duplicate, a record in use, a move the trolley cannot make). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but not allowed: the role lacks the operation this call needs, or the account may not do it. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record (or not one this caller may see). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is over the size limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description If-Match named an older version: someone else saved the record since (saved_by, saved_at); nothing was written. The current version is in `version`. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Stale"];
            };
        };
        /** @description Something failed on the server; it is logged with the request id (x-request-id). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database cannot be reached for the moment (restarting, a connection lost); a write under way committed whole or not at all. Retry-After says when to try again. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts from this account or address: try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid token: missing, unknown, expired or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is of a content type this call does not read. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A field is missing or invalid: detail lists each one with its place (loc), message and type. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listActivity: {
        parameters: {
            query?: {
                action?: "created" | "updated" | "deleted" | "restored" | "purged" | "approved" | "unapproved" | "verified" | "unverified" | "notified" | "commented" | "delivered" | "moved" | "signed_in" | "sign_in_failed" | "password_changed" | "password_reset" | "confirmed" | "disputed" | "credited" | "rejected" | "session_ended" | "sessions_ended" | "factor_added" | "factor_removed";
                actor_id?: number;
                actor_type?: "user" | "customer" | "system";
                entity_id?: number;
                entity_type?: "ticket" | "customer" | "business" | "trolley" | "user" | "role" | "city" | "plant" | "faq" | "help" | "warranty_reason" | "glass_type" | "support" | "ticket_settings" | "notification_settings" | "activity";
                from?: string;
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinesses: {
        parameters: {
            query?: {
                deleted?: "true" | "false";
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "name" | "account_id" | "customer_id" | "customer_name" | "email" | "contact" | "address" | "ticket_count" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessSaveInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessSaveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessCustomers: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "first_name" | "last_name" | "email" | "number" | "business_id" | "business_name" | "ticket_count" | "is_verified" | "is_approved" | "max_day_allowed" | "per_day_charge" | "created_at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessCustomerOptions: {
        parameters: {
            query?: {
                limit?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBusinessTicketSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessTicketSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBusinessTicketSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessTicketSettingsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessTicketSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBusinessOptions: {
        parameters: {
            query?: {
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCities: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "name" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmForgotPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                deleted?: "true" | "false";
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "first_name" | "last_name" | "email" | "number" | "business_id" | "business_name" | "ticket_count" | "is_verified" | "is_approved" | "max_day_allowed" | "per_day_charge" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setCustomerApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerApprovalInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomerBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerBusinessUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerCostHistory: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "max_day_allowed" | "per_day_charge" | "created_at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostHistoryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomerCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCostInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    permanentlyDeleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerStatements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomerStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeCustomerStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setCustomerVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerVerificationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerOptions: {
        parameters: {
            query?: {
                limit?: number;
                search?: string;
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    notifyCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerNotificationInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardCounts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardTrolleys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardTrolleys"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                customer_id?: number;
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "created_at";
                start?: number;
                status?: "open" | "credited" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resolveDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeResolveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFaqs: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "title" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFaq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqWriteInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqWriteInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Faq"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One JPEG, PNG or WebP image, 10 MB at most.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileUploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGlassTypes: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "name" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlassTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGlassType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlassTypeWriteInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlassType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlassType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlassType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGlassType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlassTypeWriteInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlassType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteGlassType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGlassTypeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlassTypeOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHandovers: {
        parameters: {
            query?: {
                customer_id?: number;
                kind?: "delivery" | "pickup";
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
                trolley_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoverList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHandover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandoverCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Handover"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHandover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Handover"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHelp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Help"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHelpById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Help"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateHelp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Help"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginStep"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaLoginInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loginWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyLoginInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyLoginOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMailMessages: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "recipient" | "subject" | "kind" | "status" | "attempts" | "created_at" | "sent_at";
                start?: number;
                status?: components["schemas"]["MailStatusInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMailMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startTotpSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyOptionsRequestInput"] | null;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpDisableInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmTotpSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegisterInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAdded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyOptionsRequestInput"] | null;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyOptionsRequestInput"] | null;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCreationOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSessionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endMyOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationSettingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyOperations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOperationGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationGroups"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlantOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlants: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "name" | "contact" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlantCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlantUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportActivity: {
        parameters: {
            query?: {
                action?: "created" | "updated" | "deleted" | "restored" | "purged" | "approved" | "unapproved" | "verified" | "unverified" | "notified" | "commented" | "delivered" | "moved" | "signed_in" | "sign_in_failed" | "password_changed" | "password_reset" | "confirmed" | "disputed" | "credited" | "rejected" | "session_ended" | "sessions_ended" | "factor_added" | "factor_removed";
                actor_id?: number;
                actor_type?: "user" | "customer" | "system";
                entity_id?: number;
                entity_type?: "ticket" | "customer" | "business" | "trolley" | "user" | "role" | "city" | "plant" | "faq" | "help" | "warranty_reason" | "glass_type" | "support" | "ticket_settings" | "notification_settings" | "activity";
                from?: string;
                search?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description activity.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCustomerStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description statement-{id}-{month}.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomerStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description statement-{id}-{month}.pdf: the statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHandoverReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description handover-{id}.pdf: the receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportTickets: {
        parameters: {
            query?: {
                business?: number;
                disabled?: "0" | "1";
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "ticket_id" | "customer_id" | "name" | "business_id" | "business_name" | "created_at" | "glass_order_no" | "customer_po_no" | "glass_type" | "warranty_reason" | "glass_size" | "panel_status" | "marks" | "received_date" | "expected_date" | "status";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description tickets.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportTrolleyBalance: {
        parameters: {
            query?: {
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "customer_name" | "business_name" | "held" | "oldest_days" | "over_free_days" | "accrued_cost" | "pickup_requests";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description trolley-balance.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "name" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleSaveInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleSaveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoleActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoleOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSupportRequests: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "name" | "email" | "description" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitSupportRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportRequestCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSupportRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTicketSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketSettingsInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSettingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                business?: number;
                disabled?: "0" | "1";
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "ticket_id" | "customer_id" | "name" | "business_id" | "business_name" | "created_at" | "glass_order_no" | "customer_po_no" | "glass_type" | "warranty_reason" | "glass_size" | "panel_status" | "marks" | "received_date" | "expected_date" | "status";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTicketActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTicketComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketMessages"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTicketComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketCommentCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTicketNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketMessages"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markTicketDelivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerTickets: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "ticket_id" | "customer_id" | "name" | "business_id" | "business_name" | "created_at" | "glass_order_no" | "customer_po_no" | "glass_type" | "warranty_reason" | "glass_size" | "panel_status" | "marks" | "received_date" | "expected_date" | "status";
                start?: number;
            };
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTicketNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketNotificationCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPermissions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRecentTickets: {
        parameters: {
            query?: {
                limit?: 5 | 10 | 20;
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentTickets"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrolleys: {
        parameters: {
            query?: {
                disabled?: "0" | "1";
                is_deleted?: "true" | "false";
                limit?: number;
                order?: "asc" | "desc" | "all";
                plant_id?: number;
                search?: string;
                sort_by?: "all" | "id" | "name" | "uid" | "serial_number" | "is_certified" | "expiry_date" | "trolley_status" | "plant" | "customer" | "created_at" | "updated_at" | "from_plant" | "to_plant" | "from_plant_name" | "to_plant_name";
                start?: number;
                trolley_status?: components["schemas"]["TrolleyStatusInput"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleySaveInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleySaveInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrolleyActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportTrolleyDamaged: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyIncidentInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    defleetTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyDefleetInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deliverTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyDeliveryInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyHandedOver"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportTrolleyLost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyIncidentInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTrolleyToMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyMaintenanceInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkInTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyCheckinInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pickUpTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyPickupInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyHandedOver"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    transferTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyTransferInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkOutTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyCheckoutInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recoverTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyRecoverInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreTrolley: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrolleyTransactions: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "created_at" | "customer" | "no_of_bars" | "trolley_status" | "user" | "note";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyTransactionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrolleyTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                historyId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrolleyHistoryHeader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                historyId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyHistoryHeader"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrolleyBalance: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "customer_name" | "business_name" | "held" | "oldest_days" | "over_free_days" | "accrued_cost" | "pickup_requests";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyBalanceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrolleyByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trolley"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerTrolleyCosts: {
        parameters: {
            query: {
                customer_id: number;
                limit?: number;
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyCostList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomerTrolleys: {
        parameters: {
            query: {
                customer_id: number;
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "name" | "uid" | "serial_number" | "is_certified" | "expiry_date" | "trolley_status" | "plant" | "customer" | "created_at" | "updated_at" | "from_plant" | "to_plant" | "from_plant_name" | "to_plant_name";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeliveryCustomerOptions: {
        parameters: {
            query?: {
                limit?: number;
                search?: string;
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyPlants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlantOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTrolleyReminder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrolleyReminderInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyReminderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCheckinTrolleys: {
        parameters: {
            query: {
                disabled?: "0";
                limit?: number;
                order?: "asc" | "desc" | "all";
                plant_id: number;
                search?: string;
                sort_by?: "all" | "id" | "name" | "uid" | "serial_number" | "is_certified" | "expiry_date" | "trolley_status" | "plant" | "customer" | "created_at" | "updated_at" | "from_plant" | "to_plant" | "from_plant_name" | "to_plant_name";
                start?: number;
                trolley_status?: "PlantChange";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCheckoutTrolleys: {
        parameters: {
            query: {
                disabled?: "0";
                limit?: number;
                order?: "asc" | "desc" | "all";
                plant_id: number;
                search?: string;
                sort_by?: "all" | "id" | "name" | "uid" | "serial_number" | "is_certified" | "expiry_date" | "trolley_status" | "plant" | "customer" | "created_at" | "updated_at" | "from_plant" | "to_plant" | "from_plant_name" | "to_plant_name";
                start?: number;
                trolley_status?: "PlantChange";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrolleyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        first_name: string;
                        id: number;
                        last_name: string;
                        mfa_enrolment_required: boolean;
                        role: {
                            editable: boolean;
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "first_name" | "last_name" | "email" | "role" | "created_at" | "name";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserPlants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlants"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignUserPlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPlantCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unassignUserPlant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUserOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWarrantyReasons: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "name" | "created_at";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyReasonList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWarrantyReason: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarrantyReasonWriteInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWarrantyReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWarrantyReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WarrantyReasonWriteInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWarrantyReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWarrantyReasonOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarrantyReasonOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerConfirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmForgotPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerRequestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListGlassTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListHandovers: {
        parameters: {
            query?: {
                customer_id?: number;
                kind?: "delivery" | "pickup";
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
                trolley_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HandoverList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerGetHandoverReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description handover-{id}.pdf: the receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerLoginInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerLoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerGetMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerMe"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerUpdateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerMeUpdateInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerMe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerRegisterInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListStatements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerStatementList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerGetStatement: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: never;
            path: {
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerStatement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerConfirmStatement: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: never;
            path: {
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementConfirmed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerRaiseDispute: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: {
                /** @description Optional. A key the client makes once per dispute draft (a UUID): the same key again answers the dispute it raised (201), and none is raised twice. */
                "idempotency-key"?: string;
            };
            path: {
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeCreateInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDispute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerExportStatement: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: never;
            path: {
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description statement-{id}-{month}.xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerGetStatementPdf: {
        parameters: {
            query?: {
                customer_id?: number;
            };
            header?: never;
            path: {
                month: components["schemas"]["StatementMonthInput"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description statement-{id}-{month}.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListTickets: {
        parameters: {
            query?: {
                limit?: number;
                mine?: "0" | "1";
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "id" | "ticket_id" | "customer_id" | "name" | "business_id" | "business_name" | "created_at" | "glass_order_no" | "customer_po_no" | "glass_type" | "warranty_reason" | "glass_size" | "panel_status" | "marks" | "received_date" | "expected_date" | "status";
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTicketList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerCreateTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A key the client makes once per ticket draft (a UUID): the same customer sending the same key again within 24 hours gets the first answer (201 with the same ticket) and no second ticket is raised, also when both arrive at once. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CustomerTicketCreateInput"] & {
                    /** @description Photos of the defect: JPEG, PNG or WebP, 10 MB each. */
                    defect_images: string[];
                    /** @description Photos of the glass's label: JPEG, PNG or WebP, 10 MB each. */
                    label_images?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTicketCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerGetTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTicket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListTicketActivity: {
        parameters: {
            query?: {
                limit?: number;
                order?: "asc" | "desc" | "all";
                search?: string;
                sort_by?: "all" | "at";
                start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListTrolleys: {
        parameters: {
            query?: {
                limit?: number;
                start?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerTrolleyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerRequestPickup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerWithdrawPickupRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    customerListWarrantyReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamedOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, cached for a year (its name never names another). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFileThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, cached for a year (its name never names another). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}

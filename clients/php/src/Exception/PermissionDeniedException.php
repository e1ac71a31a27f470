<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 403: the credential lacks the scope or covers another business. */
class PermissionDeniedException extends TourChatException
{
}
